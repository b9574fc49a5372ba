/**
 * One site recipe: its key and counts, each field's selector and reading; pin, unpin and delete.
 */
import type { Recipe } from '../../../../server/contract/recipes';
import { useAction, useQuery } from '../../api';
import { ConfirmInPlace } from '../../components/ConfirmInPlace';
import { ErrorNotice, Loading } from '../../components/States';
import { Time } from '../../components/Time';
import { href, navigate } from '../../router';

function reading(r: Recipe['fields'][string]['reading']): string {
  switch (r.kind) {
    case 'number':
      return `number #${r.index + 1} of the text`;
    case 'attribute':
      return `attribute ${r.name}`;
    case 'currency':
      return 'currency of the money shown';
    case 'text':
      return r.prefix || r.suffix ? `text${r.prefix ? ` after “${r.prefix}”` : ''}${r.suffix ? ` before “${r.suffix}”` : ''}` : 'text';
    case 'list':
      return 'each match\u2019s text';
    default:
      return 'none (null)';
  }
}

/** The detail page of one recipe. */
export function RecipeDetail({ id }: { id: string }) {
  const q = useQuery((c) => c.recipe(id), [id]);
  const pin = useAction((c, pinned: boolean) => c.pinRecipe(id, pinned));
  const r = pin.result ?? q.data;
  if (q.error !== undefined && !r) return <ErrorNotice error={q.error} onRetry={q.reload} />;
  if (!r) return <Loading what="recipe" />;
  return (
    <section data-testid="recipe-detail">
      <p>
        <a href={href('/recipes')}>← Recipes</a>
      </p>
      <header className="page-head start">
        <h1>{r.site}</h1>
        {r.pinned && <span className="badge info">pinned</span>}
      </header>
      <p className="muted">
        <code>{r.id}</code>
      </p>
      <dl className="facts">
        <div>
          <dt>Template</dt>
          <dd>
            <code>{r.template}</code>
          </dd>
        </div>
        <div>
          <dt>Schema</dt>
          <dd>
            <code>{r.schema_hash}</code>
          </dd>
        </div>
        <div>
          <dt>Learnt from</dt>
          <dd>
            <a href={r.learnt_from} target="_blank" rel="noreferrer">
              {r.learnt_from}
            </a>
          </dd>
        </div>
        <div>
          <dt>Learnt</dt>
          <dd>
            {r.learnt} time{r.learnt === 1 ? '' : 's'}, last <Time iso={r.updated_at} />
          </dd>
        </div>
        <div>
          <dt>Uses</dt>
          <dd>{r.uses.toLocaleString()}</dd>
        </div>
        <div>
          <dt>Tokens saved</dt>
          <dd>{r.tokens_saved.toLocaleString()}</dd>
        </div>
      </dl>
      <div className="row">
        <button type="button" className="small" disabled={pin.running} onClick={() => void pin.run(!r.pinned)}>
          {r.pinned ? 'Unpin' : 'Pin'}
        </button>
        <ConfirmInPlace
          verb="Delete"
          running="Deleting…"
          subject={r.id}
          question="Delete this recipe? The next LLM answer on this site and template teaches a new one."
          act={(c) => c.deleteRecipe(r.id)}
          onDone={() => navigate('/recipes')}
        />
      </div>
      {pin.error instanceof Error && (
        <div className="notice error" role="alert">
          {pin.error.message}
        </div>
      )}
      <div className="panel">
        <h2>Fields</h2>
        <div className="table-wrap">
          <table data-testid="recipe-fields">
            <thead>
              <tr>
                <th>Field</th>
                <th>Selector</th>
                <th>Reading</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(r.fields).map(([pointer, f]) => (
                <tr key={pointer}>
                  <td>
                    <code>{pointer}</code>
                  </td>
                  <td>
                    <code>{f.selector || '—'}</code>
                  </td>
                  <td>{reading(f.reading)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
