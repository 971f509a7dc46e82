/**
 * A picture the build prepared (content/blog/pictures.ts): an SVG is one
 * `<img>`; a raster picture is a `<picture>` whose AVIF and WebP sources
 * give the browser the width it needs (`sizes`), its `<img>` the widest WebP.
 * The `<img>` always has its width and height, so the page keeps its place.
 */

/** What the loader gives of a picture (content/blog/pictures.ts, ArticlePicture). */
interface PictureData {
  src: string;
  width: number;
  height: number;
  sources: readonly { type: string; srcSet: string }[];
}

interface ResponsivePictureProps {
  picture: PictureData;
  alt: string;
  className?: string;
  /** How wide the picture is shown, as the `sizes` attribute (for a raster picture). */
  sizes: string;
  /** "lazy" below the fold, "eager" for the first screen. */
  loading?: "eager" | "lazy";
  /** "high" for the page's largest picture on the first screen (its LCP). */
  fetchPriority?: "high";
}

export function ResponsivePicture({
  picture,
  alt,
  className,
  sizes,
  loading,
  fetchPriority,
}: ResponsivePictureProps) {
  const image = (
    <img
      className={className}
      src={picture.src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={loading}
      fetchPriority={fetchPriority}
    />
  );
  if (picture.sources.length === 0) return image;
  return (
    <picture className="responsive-picture">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
