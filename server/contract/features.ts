/**
 * Request bodies of visual, authenticated, mobile and monitor routes. Isomorphic.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './common';

const Url = Type.String({ minLength: 1, maxLength: 8192 });

export const VisualRequest = Type.Object(
  { url: Url, instruction: Type.String({ minLength: 1, maxLength: 4000 }), include_screenshot: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type VisualRequest = Static<typeof VisualRequest>;

const Box = Type.Object({ x: Type.Number(), y: Type.Number(), width: Type.Number(), height: Type.Number() });

/** One labelled element of a visual extraction. */
export const VisualElement = Type.Object({
  label: Type.Integer(),
  role: Type.String(),
  tag: Type.String(),
  text: Type.String(),
  name: Type.String(),
  kind: Type.Union([Type.Literal('interactive'), Type.Literal('text')]),
  box: Box,
  selector: Type.String(),
  attributes: Type.Record(Type.String(), Type.String()),
});

/** POST /v1/visual response: element metadata, the selected labels, and the annotated PNG on request. */
export const VisualResponse = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('completed'), Type.Literal('partial')]),
  data: Type.Object({
    elements: Type.Array(VisualElement),
    selected: Type.Array(Type.Integer()),
    screenshot: Type.Optional(Type.Object({ mime: Type.Literal('image/png'), base64: Type.String(), width: Type.Integer(), height: Type.Integer() })),
  }),
  metadata: Type.Record(Type.String(), Type.Unknown()),
  visual_image_path: Type.String(),
  evidence_screenshot_path: Type.Optional(Type.String()),
  free_tier_remaining: Type.Number(),
});
export type VisualResponse = Static<typeof VisualResponse>;

export const AuthenticatedExtractRequest = Type.Object(
  {
    url: Url,
    credential_ref: Type.String({ minLength: 1, maxLength: 200 }),
    prompt: Type.String({ minLength: 1, maxLength: 20000 }),
    session_name: Type.String({ minLength: 1, maxLength: 200 }),
    schema: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);

export const AuthSessionsQuery = Type.Object(
  { ...PageQuery, q: Type.Optional(Type.String({ maxLength: 200 })), expired: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
