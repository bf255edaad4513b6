/** The namespace S3 writes on its result documents. */
export const S3_XML_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
};

/** Text safe in an element; line breaks as references, so a parser cannot fold them. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"'\r\n\t]/g, (character) => ESCAPES[character]);
}

/** `<name>text</name>`, escaped. */
export function xmlElement(name: string, text: string | number | boolean): string {
  return `<${name}>${xmlEscape(String(text))}</${name}>`;
}

/** S3's error document: the SDK takes the error's name from Code. */
export function errorXml(
  code: string,
  message: string,
  extra: Readonly<Record<string, string>> = {},
): string {
  const fields = Object.entries(extra).map(([name, value]) => xmlElement(name, value));
  return `${XML_DECLARATION}<Error>${xmlElement('Code', code)}${xmlElement('Message', message)}${fields.join('')}</Error>`;
}

export interface ListedObject {
  readonly key: string;
  readonly lastModified: Date;
  readonly etag: string;
  readonly size: number;
}

export interface ListObjectsV2Document {
  readonly bucket: string;
  readonly prefix: string;
  readonly delimiter?: string;
  readonly startAfter?: string;
  readonly continuationToken?: string;
  readonly nextContinuationToken?: string;
  readonly maxKeys: number;
  readonly isTruncated: boolean;
  readonly contents: readonly ListedObject[];
  readonly commonPrefixes: readonly string[];
  /** With encoding-type=url, keys and prefixes are URL-encoded so any key survives XML. */
  readonly urlEncoded: boolean;
}

/** A ListObjectsV2 result: the document the SDK's ListObjectsV2Command parses. */
export function listObjectsV2Xml(document: ListObjectsV2Document): string {
  const name = (text: string) => (document.urlEncoded ? encodeURIComponent(text) : text);
  const optional = (element: string, text: string | undefined) =>
    text === undefined ? '' : xmlElement(element, text);
  const contents = document.contents.map(
    (object) =>
      `<Contents>${xmlElement('Key', name(object.key))}${xmlElement('LastModified', object.lastModified.toISOString())}` +
      `${xmlElement('ETag', object.etag)}${xmlElement('Size', object.size)}${xmlElement('StorageClass', 'STANDARD')}</Contents>`,
  );
  const commonPrefixes = document.commonPrefixes.map(
    (prefix) => `<CommonPrefixes>${xmlElement('Prefix', name(prefix))}</CommonPrefixes>`,
  );
  return (
    `${XML_DECLARATION}<ListBucketResult xmlns="${S3_XML_NAMESPACE}">` +
    xmlElement('Name', document.bucket) +
    xmlElement('Prefix', name(document.prefix)) +
    optional('Delimiter', document.delimiter === undefined ? undefined : name(document.delimiter)) +
    optional('StartAfter', document.startAfter === undefined ? undefined : name(document.startAfter)) +
    optional('ContinuationToken', document.continuationToken) +
    xmlElement('KeyCount', document.contents.length + document.commonPrefixes.length) +
    xmlElement('MaxKeys', document.maxKeys) +
    optional('EncodingType', document.urlEncoded ? 'url' : undefined) +
    xmlElement('IsTruncated', document.isTruncated) +
    contents.join('') +
    commonPrefixes.join('') +
    optional('NextContinuationToken', document.nextContinuationToken) +
    `</ListBucketResult>`
  );
}
