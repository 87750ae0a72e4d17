/** A key pressed with modifiers held (Control+K), in every engine (WebDriver takes no separate down and up). */
import { executeServerCommand } from '@web/test-runner-commands';

export async function pressChord(modifiers: Array<'Control' | 'Shift' | 'Alt' | 'Meta'>, key: string): Promise<void> {
  await executeServerCommand('chord', { modifiers, key });
}
