import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { messages } from '@/lib/model';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            <li>Sensors and transmitters</li>
            <li>Hand and power tools</li>
            <li>Bearings and spare parts</li>
          </ul>
        </section>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About</h2>
          <ul>
            <li><Link to={paths.portfolio}>Who we are</Link></li>
            <li><Link to={paths.blogs}>Blog</Link></li>
            <li><Link to={paths.contact}>Contact</Link></li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Follow us</h2>
          <ul>
            <li>Facebook</li>
            <li>LinkedIn</li>
            <li>YouTube</li>
          </ul>
        </section>
      </div>
      <p className="footer__copyright">
        Copyright © {new Date().getFullYear()} {messages.SHOP_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
