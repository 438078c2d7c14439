import { type ComponentProps, useState } from 'react';
import { Markdown } from '@/components/markdown';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';

/**
 * A markdown text field with Write and Preview tabs; `text` is the field's current value. The field
 * stays mounted (hidden) while the preview shows, so its undo history and a form's registration
 * survive the switch, and its label still names it.
 */
export const MarkdownEditor = ({ text, ...field }: ComponentProps<'textarea'> & { text: string }) => {
  const [tab, setTab] = useState('write');
  return (
    <Tabs value={tab} onValueChange={setTab} className="grid gap-2">
      <TabsList>
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      <TabsContent value="write" forceMount hidden={tab !== 'write'} className="mt-0">
        <Textarea placeholder="Markdown works: lists, tables, links and ``` code." {...field} />
      </TabsContent>
      <TabsContent value="preview" className="mt-0">
        {text.trim() ? (
          <Markdown text={text} className="min-h-24 rounded-md border p-3" />
        ) : (
          <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
        )}
      </TabsContent>
    </Tabs>
  );
};
