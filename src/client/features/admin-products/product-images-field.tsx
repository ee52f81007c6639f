import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { useController, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { PRODUCT_IMAGES_MAX } from '../../../shared/schemas/product';
import { UPLOAD_TYPES } from '../../../shared/uploaded-image';
import { FormField } from '../../components/form-field';
import { ProductImage } from '../../components/product-image';
import styles from './product-images-field.module.css';

/** An image of the form: a file chosen now, or the URL of one already stored. */
export type FormImage = File | string;

interface ProductImagesFieldProps<Values extends FieldValues, Output extends FieldValues> {
  /** The form's control (its values before and after the schema's transforms). */
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
}

// Files have no identity of their own for React's keys; a stored image's URL is its key.
const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
function keyOf(image: FormImage): string {
  if (typeof image === 'string') return image;
  if (!fileKeys.has(image)) fileKeys.set(image, `file-${nextFileKey++}`);
  return fileKeys.get(image)!;
}

/** `images` with the one at `from` moved to `to`. */
export function moveImage<T>(images: readonly T[], from: number, to: number): T[] {
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The list's own message, or the first of its items' (a file of the wrong type). */
function messageOf(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const items = Object.values(error as unknown as Record<string, FieldError | undefined>);
  return items.find((item) => item && typeof item === 'object' && 'message' in item)?.message;
}

/**
 * The product's images, up to eight, the first being the cover: choose several files at once (or
 * drop them on the picker), each shown as a preview with its place, remove one, and reorder by
 * dragging or with each image's "Move up"/"Move down" buttons (the keyboard's way). A live region says where a moved image went. Held by react-hook-form as a
 * list of files and stored URLs, checked by the form's schema; files are uploaded on submit.
 */
export function ProductImagesField<Values extends FieldValues, Output extends FieldValues>({ control, name }: ProductImagesFieldProps<Values, Output>) {
  const { field, fieldState } = useController<Values, Path<Values>, Output>({ control, name });
  const images = (field.value ?? []) as FormImage[];
  const [dragged, setDragged] = useState<number>();
  const [announcement, setAnnouncement] = useState('');
  const [dropping, setDropping] = useState(false);

  const change = (next: FormImage[]) => field.onChange(next);
  function add(files: File[]) {
    if (files.length === 0) return;
    change([...images, ...files]);
    setAnnouncement(`${files.length === 1 ? '1 image' : `${files.length} images`} added.`);
  }
  // Files dragged in from the desktop (an image of the list being dragged is a move, not a drop here).
  function dragFilesOver(event: DragEvent) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropping(true);
  }
  function dropFiles(event: DragEvent) {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropping(false);
    add([...event.dataTransfer.files]);
  }
  function move(from: number, to: number) {
    change(moveImage(images, from, to));
    setAnnouncement(`Image ${from + 1} is now image ${to + 1}${to === 0 ? ', the cover' : ''}.`);
  }
  function remove(index: number) {
    change(images.filter((_, at) => at !== index));
    setAnnouncement(`Image ${index + 1} removed.`);
  }
  function drop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged !== undefined && dragged !== to) move(dragged, to);
    setDragged(undefined);
  }

  return (
    <FormField
      label="Images"
      hint={`PNG, JPEG or WebP up to 5 MB each, at most ${PRODUCT_IMAGES_MAX}. The first is the cover: drag an image, or use its Move buttons, to reorder.`}
      error={messageOf(fieldState.error)}
    >
      {(props) => (
        <div className={styles.images}>
          <label className={`${styles.picker} ${dropping ? styles.dropping : ''}`} onDragOver={dragFilesOver} onDragLeave={() => setDropping(false)} onDrop={dropFiles}>
            <input
              {...props}
              ref={field.ref}
              name={field.name}
              type="file"
              multiple
              accept={UPLOAD_TYPES.join(',')}
              className={styles.fileInput}
              onBlur={field.onBlur}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                add(files);
              }}
            />
            <span className={styles.pickerButton} aria-hidden="true">
              {images.length > 0 ? 'Add more images' : 'Choose images'}
            </span>
            <span className={styles.pickerHint} aria-hidden="true">
              or drop them here
            </span>
          </label>
          {images.length > 0 ? (
            <ol className={styles.list} aria-label="Chosen images">
              {images.map((image, index) => (
                <li
                  key={keyOf(image)}
                  className={`${styles.item} ${dragged === index ? styles.dragging : ''}`}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(index);
                  }}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => drop(event, index)}
                  onDragEnd={() => setDragged(undefined)}
                >
                  <ImagePreview image={image} />
                  <span className={styles.caption}>
                    {index === 0 ? <strong>Cover</strong> : `Image ${index + 1}`}
                    <span className={styles.fileName}>{typeof image === 'string' ? 'Current image' : image.name}</span>
                  </span>
                  <span className={styles.buttons}>
                    <button type="button" onClick={() => move(index, index - 1)} disabled={index === 0} aria-label={`Move image ${index + 1} up`}>
                      ↑
                    </button>
                    <button type="button" onClick={() => move(index, index + 1)} disabled={index === images.length - 1} aria-label={`Move image ${index + 1} down`}>
                      ↓
                    </button>
                    <button type="button" onClick={() => remove(index)} aria-label={`Remove image ${index + 1}`}>
                      Remove
                    </button>
                  </span>
                </li>
              ))}
            </ol>
          ) : null}
          <p className={styles.announcement} aria-live="polite">
            {announcement}
          </p>
        </div>
      )}
    </FormField>
  );
}

/** A thumbnail: the stored image, or the chosen file read locally (where the browser can). */
function ImagePreview({ image }: { image: FormImage }) {
  const url = useMemo(() => (typeof image === 'string' ? image : typeof URL.createObjectURL === 'function' ? URL.createObjectURL(image) : undefined), [image]);
  useEffect(() => () => (url && typeof image !== 'string' ? URL.revokeObjectURL(url) : undefined), [image, url]);
  if (!url) return <span className={styles.thumbnail} />;
  return typeof image === 'string' ? (
    <ProductImage src={url} sizes="96px" width={96} height={72} className={styles.thumbnail} />
  ) : (
    <img src={url} alt="" width={96} height={72} className={styles.thumbnail} />
  );
}
