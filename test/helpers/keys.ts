/** Keyboard input the same in every engine (test/helpers/input-commands-plugin.mjs). */
import { executeServerCommand } from '@web/test-runner-commands';

/** A key pressed with modifiers held (Control+K): WebDriver takes no separate down and up. */
export async function pressChord(modifiers: Array<'Control' | 'Shift' | 'Alt' | 'Meta'>, key: string): Promise<void> {
  await executeServerCommand('chord', { modifiers, key });
}

/** Types `text` into the focused field. */
export async function typeText(text: string): Promise<void> {
  await executeServerCommand('type-text', { text });
}
