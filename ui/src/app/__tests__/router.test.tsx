// @vitest-environment jsdom
// The router draws the one route table (`shared/src/screens.rs`, generated into
// `@/generated/screens`): every screen, at its path, and no other path but the catch-all.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { screens } from '@/generated/screens';

/** Every path the route tree draws, nested paths joined to their parents'. */
function drawn(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    if (route.path === undefined) return drawn(route.children ?? [], parent);
    const path = route.path.startsWith('/') || route.path === '*' ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [path, ...drawn(route.children ?? [], path)];
  });
}

describe('the route table', () => {
  it('draws every screen at its path and nothing else but the catch-all', () => {
    const paths = drawn(routes);
    expect(paths.filter((path) => path !== '*').sort()).toEqual(Object.values(screens).sort());
    expect(paths.filter((path) => path === '*')).toHaveLength(1);
  });
});
