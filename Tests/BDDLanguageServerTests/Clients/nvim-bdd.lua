-- bdd's language server for feature files, in Neovim 0.7 or later: add this to your init.lua.
-- Each .feature file inside a Swift package gets the package's own `bdd lsp` (built by `swift build`), or the
-- command in $BDD_LSP_COMMAND (a release build handed to product owners, say).
local clients = {}

local function start_bdd(args)
  local package = vim.fn.findfile("Package.swift", vim.fn.fnamemodify(args.file, ":p:h") .. ";")
  if package == "" then return end
  local root = vim.fn.fnamemodify(package, ":p:h")
  local command = vim.env.BDD_LSP_COMMAND or (root .. "/.build/debug/bdd")
  local config = { name = "bdd", cmd = { command, "lsp" }, root_dir = root }
  if vim.lsp.start then
    vim.lsp.start(config)
  else
    clients[root] = clients[root] or vim.lsp.start_client(config)
    vim.lsp.buf_attach_client(args.buf, clients[root])
  end
end

vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, { pattern = { "*.feature", "*.feature.md" }, callback = start_bdd })
