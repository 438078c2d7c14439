import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** A labelled select of taxonomy slugs shown by their names, with an empty first choice. */
export const NamedSelect = <S extends string>({
  id,
  label,
  placeholder,
  slugs,
  names,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  slugs: readonly S[];
  names: Readonly<Record<S, string>>;
  value: string;
  onChange: (value: string) => void;
}) => (
  <div className="grid gap-2">
    <Label htmlFor={id}>{label}</Label>
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{placeholder}</option>
      {slugs.map((slug) => (
        <option key={slug} value={slug}>
          {names[slug]}
        </option>
      ))}
    </NativeSelect>
  </div>
);
