/** An SVG document as an image address: shown in an <img>, so no markup of a library goes into the page's DOM. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
