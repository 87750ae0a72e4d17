/**
 * Sets the viewport in every engine the suite runs in (test-runner-commands' setViewport knows puppeteer alone),
 * and resolves with the size reached: WebKit's window cannot be made narrower than about 450 px, so a test of a
 * narrower width renders the page in a frame of that width instead (narrowFrame).
 */
import { executeServerCommand } from '@web/test-runner-commands';

export interface Viewport {
  width: number;
  height: number;
}

export async function setViewport(size: Viewport): Promise<Viewport> {
  const reached = await executeServerCommand<Viewport, Viewport>('viewport', size);
  if (!reached) throw new Error('the viewport command is not served (test/helpers/input-commands-plugin.mjs)');
  // Let the engine lay out at the new size.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return reached;
}
