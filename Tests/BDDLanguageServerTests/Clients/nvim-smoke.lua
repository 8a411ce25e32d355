-- Run by LanguageServerClientTests after nvim-bdd.lua: waits for the feature's diagnostics, asks for a completion
-- after the first step keyword, and writes both to $BDD_SMOKE_OUTPUT as JSON.
local result = { diagnostics = {}, completion = {} }
vim.wait(15000, function() return #vim.diagnostic.get(0) > 0 end, 50)
for _, diagnostic in ipairs(vim.diagnostic.get(0)) do
  table.insert(result.diagnostics, { line = diagnostic.lnum, message = diagnostic.message })
end
local line = vim.fn.search("^\\s*Given ", "w") - 1
local column = #vim.fn.getline(line + 1):match("^%s*Given ")
local params = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = line, character = column } }
local responses = vim.lsp.buf_request_sync(0, "textDocument/completion", params, 10000) or {}
for _, response in pairs(responses) do
  local items = response.result and (response.result.items or response.result) or {}
  for _, item in ipairs(items) do table.insert(result.completion, item.label) end
end
local file = io.open(os.getenv("BDD_SMOKE_OUTPUT"), "w")
file:write(vim.fn.json_encode(result))
file:close()
vim.cmd("qa!")
