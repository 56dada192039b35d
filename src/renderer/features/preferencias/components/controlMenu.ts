import type { MenuProps } from '@fluentui/react-components';

/** A menu opened from outside (MenusPublicos: the press that reached a placeholder). */
export interface ControlMenu {
  open: boolean;
  onOpenChange(abre: boolean): void;
}

/** Fluent Menu's props for `control`; none when the menu keeps its own state. */
export function propsDeControl(control: ControlMenu | undefined): Partial<MenuProps> {
  if (!control) return {};
  return { open: control.open, onOpenChange: (_, datos) => control.onOpenChange(datos.open) };
}
