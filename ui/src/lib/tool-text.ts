// A tool's name and description as the reader's language shows them: the shop may give a tool
// a Bangla name and description, which Bangla screens show instead (the server's first screen
// picks them the same way, `Tool::name_in` in `shared`).
import { currentLanguage } from '@/lib/i18n';
import type { Tool } from '@/lib/model';

/** A tool, or an order line that kept the names it was sold under. */
type Named = Pick<Tool, 'toolName'> & { toolNameBn?: string | null };
type Described = Pick<Tool, 'toolDescription' | 'toolDescriptionBn'>;

export const toolName = (tool: Named) => (currentLanguage() === 'bn' && tool.toolNameBn) || tool.toolName;

export const toolDescription = (tool: Described) => (currentLanguage() === 'bn' && tool.toolDescriptionBn) || tool.toolDescription;
