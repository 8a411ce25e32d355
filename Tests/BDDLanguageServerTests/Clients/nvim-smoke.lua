-- Run by LanguageServerClientTests after nvim-bdd.lua: waits for the feature's diagnostics, asks for a completion
-- after the first step keyword, the outline, and the definition of the first `When` step, and writes them to
-- $BDD_SMOKE_OUTPUT as JSON.
local result = { diagnostics = {}, completion = {}, outline = {}, definition = {} }
vim.wait(15000, function() return #vim.diagnostic.get(0) > 0 end, 50)
for _, diagnostic in ipairs(vim.diagnostic.get(0)) do
  table.insert(result.diagnostics, { line = diagnostic.lnum, message = diagnostic.message })
end
local document = vim.lsp.util.make_text_document_params()
local line = vim.fn.search("^\\s*Given ", "w") - 1
local column = #vim.fn.getline(line + 1):match("^%s*Given ")
local responses = vim.lsp.buf_request_sync(0, "textDocument/completion", { textDocument = document, position = { line = line, character = column } }, 10000) or {}
for _, response in pairs(responses) do
  local items = response.result and (response.result.items or response.result) or {}
  for _, item in ipairs(items) do table.insert(result.completion, item.label) end
end
for _, response in pairs(vim.lsp.buf_request_sync(0, "textDocument/documentSymbol", { textDocument = document }, 10000) or {}) do
  for _, symbol in ipairs(response.result or {}) do
    table.insert(result.outline, symbol.name)
    for _, child in ipairs(symbol.children or {}) do table.insert(result.outline, child.name) end
  end
end
local when = vim.fn.search("^\\s*When ", "w") - 1
if when >= 0 then
  local position = { line = when, character = 8 }
  for _, response in pairs(vim.lsp.buf_request_sync(0, "textDocument/definition", { textDocument = document, position = position }, 10000) or {}) do
    for _, location in ipairs(response.result or {}) do table.insert(result.definition, location.uri) end
  end
end
local file = io.open(os.getenv("BDD_SMOKE_OUTPUT"), "w")
file:write(vim.fn.json_encode(result))
file:close()
vim.cmd("qa!")
