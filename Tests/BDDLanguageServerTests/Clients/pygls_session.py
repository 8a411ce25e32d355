"""Drives `bdd lsp` with pygls's LanguageClient, as an editor would, and prints what it answered as one JSON object.

Usage: pygls_session.py BDD_EXECUTABLE WORKSPACE FEATURE_FILE [--misspell-keyword]
Opens FEATURE_FILE (a Spanish feature) with one step misspelt, waits for its diagnostics, then asks for a
completion, a hover, a definition, the formatting, the quick fixes and the outline; shuts the server down and
reports its exit. With --misspell-keyword the first `Escenario:` reads `Escenarioo:` (so the document does not
parse) and the misspelt step is the first `Dado` after it, with one word too many.
"""
import asyncio
import json
import pathlib
import sys

from lsprotocol import types
from pygls.lsp.client import LanguageClient


async def main(executable, workspace, feature, mode=None):
    client = LanguageClient("bdd-tests", "1")
    diagnostics = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def published(params):
        diagnostics.put_nowait(params)

    await client.start_io(executable, "lsp", cwd=workspace)
    root = pathlib.Path(workspace).resolve().as_uri()
    initialized = await client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(text_document=types.TextDocumentClientCapabilities(
            completion=types.CompletionClientCapabilities(completion_item=types.ClientCompletionItemOptions(snippet_support=True)))),
        root_uri=root,
        workspace_folders=[types.WorkspaceFolder(uri=root, name="workspace")],
    ))
    client.initialized(types.InitializedParams())

    path = pathlib.Path(feature).resolve()
    lines = path.read_text(encoding="utf-8").split("\n")
    keyword_line, insertion = -1, "Dado que todo falla y "
    if mode == "--misspell-keyword":
        keyword_line = next(i for i, line in enumerate(lines) if line.strip().startswith("Escenario:"))
        lines[keyword_line] = lines[keyword_line].replace("Escenario:", "Escenarioo:", 1)
        insertion = "Dado ya "
    step_line = next(i for i, line in enumerate(lines) if i > keyword_line and line.strip().startswith("Dado "))
    keyword_end = lines[step_line].index("Dado ") + len("Dado ")
    typo_line = step_line
    lines[typo_line] = lines[typo_line].replace("Dado ", insertion, 1)
    uri = path.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri, language_id="gherkin", version=1, text="\n".join(lines))))
    published = await asyncio.wait_for(diagnostics.get(), 10)

    position = types.Position(line=step_line, character=keyword_end)
    document = types.TextDocumentIdentifier(uri=uri)
    completion = await client.text_document_completion_async(types.CompletionParams(text_document=document, position=position))
    items = completion.items if hasattr(completion, "items") else completion
    next_step = next(i for i, line in enumerate(lines) if i > step_line and line.strip().startswith(("Y ", "Cuando ", "Entonces ")))
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=types.Position(line=next_step, character=8)))
    definition = await client.text_document_definition_async(types.DefinitionParams(text_document=document, position=types.Position(line=next_step, character=8)))
    formatting = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=document, options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=document,
        range=types.Range(start=types.Position(line=typo_line, character=0), end=types.Position(line=typo_line, character=0)),
        context=types.CodeActionContext(diagnostics=published.diagnostics)))
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document))

    await client.shutdown_async(None)
    client.exit(None)
    for _ in range(100):
        if client._server.returncode is not None:
            break
        await asyncio.sleep(0.05)
    print(json.dumps({
        "positionEncoding": initialized.capabilities.position_encoding,
        "diagnostics": [{"line": d.range.start.line, "code": d.code, "message": d.message} for d in published.diagnostics],
        "typoLine": typo_line,
        "completionLabels": [item.label for item in items],
        "hover": hover.contents.value if hover else None,
        "definition": [location.uri for location in definition] if definition else [],
        "formattingEdits": len(formatting or []),
        "actions": [action.title for action in actions or []],
        "outline": [symbol.name for symbol in symbols or []],
        "outlineChildren": [child.name for symbol in symbols or [] for child in symbol.children or []],
        "exitCode": client._server.returncode,
    }))
    await client.stop()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:5]))
