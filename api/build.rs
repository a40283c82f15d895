//! The release binary embeds the built UI (`ui/dist`) and the seed data; rebuild when they change.
fn main() {
    println!("cargo:rerun-if-changed=../ui/dist");
    println!("cargo:rerun-if-changed=../data");
}
