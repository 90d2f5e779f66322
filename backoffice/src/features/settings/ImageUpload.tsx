import { Field } from '@member-site/shared';
import {
  ActionButton,
  ActionError,
  readFileBytes,
  siteImageMaxBytes,
  siteImageTypes,
  staffQueryKey,
  staffSiteEndpoint,
  staffSiteImageEndpoint,
  toBase64,
  useStaffMutation,
  type StaffSiteSettings,
} from '@member-site/shared/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { settingsTexts as t } from './texts';

type ImageType = (typeof siteImageTypes)[number];
type Kind = 'logo' | 'favicon';

const maxKb = Math.floor(siteImageMaxBytes / 1024);

/** The file's type as the API names it; an icon's has several spellings (or none) in browsers. */
export function imageTypeOf(file: File): ImageType | null {
  const type = file.type.toLowerCase();
  if ((siteImageTypes as readonly string[]).includes(type)) return type as ImageType;
  if (type === 'image/vnd.microsoft.icon' || type === 'image/ico' || (type === '' && /\.ico$/i.test(file.name))) return 'image/x-icon';
  return null;
}

/** A preview of a chosen file through an object URL, released when it changes or the page leaves. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/** One of the site's images: the current one, a new file checked here for type and size, its preview, and the upload. */
export function ImageUpload({ kind, settings }: { kind: Kind; settings: StaffSiteSettings }) {
  const words = t.image[kind];
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const preview = usePreview(file);
  const upload = useStaffMutation(staffSiteImageEndpoint, {
    input: (body: { kind: Kind; contentType: ImageType; data: string }) => ({ body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffQueryKey(staffSiteEndpoint), answer);
      setDone(true);
    },
  });

  const choose = (chosen: File | null) => {
    setDone(false);
    upload.reset();
    if (!chosen) {
      setFile(null);
      setProblem(null);
      return;
    }
    if (!imageTypeOf(chosen)) {
      setFile(null);
      setProblem(t.imageType);
    } else if (chosen.size > siteImageMaxBytes) {
      setFile(null);
      setProblem(t.imageTooLarge(maxKb));
    } else {
      setFile(chosen);
      setProblem(null);
    }
  };

  const send = async () => {
    setDone(false);
    const contentType = file ? imageTypeOf(file) : null;
    if (!file || !contentType) {
      setProblem(problem ?? t.imageRequired);
      return;
    }
    const data = toBase64(await readFileBytes(file));
    upload.mutate({ kind, contentType, data });
  };

  const current = kind === 'logo' ? settings.logo : settings.favicon;
  return (
    <section className="bo-card bo-stack" aria-label={words.name}>
      <p className="bo-card__label">{words.current}</p>
      {current ? <img className={`bo-site-image bo-site-image--${kind}`} src={current} alt={words.current} /> : <p>-</p>}
      <Field label={words.file} hint={t.imageRules(maxKb)} error={problem}>
        {(control) => (
          <input
            className="ms-input"
            type="file"
            accept=".png,.jpg,.jpeg,.webp,.ico,image/png,image/jpeg,image/webp,image/x-icon"
            {...control}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      {preview ? <img className={`bo-site-image bo-site-image--${kind}`} src={preview} alt={words.preview} /> : null}
      <div className="bo-actions">
        <ActionButton look="gold" label={words.upload} pending={upload.isPending} run={() => void send()} />
        <ActionError>{upload.errorText}</ActionError>
      </div>
      {done ? (
        <p className="bo-done" role="status">
          {t.uploaded(words.name)}
        </p>
      ) : null}
    </section>
  );
}
