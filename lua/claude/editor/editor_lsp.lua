-- The language servers' part of Claude's editor tools (src/host/editor/lspTools.ts): definition, references, hover,
-- a file's symbols and a workspace symbol search, asked of the servers Neovim's own vim.lsp attached.
-- A query only starts the requests and returns: the servers answer later, and the answer goes to the host by
-- a notification (`editor_answer`, with the host's id). Neovim never waits on a server: each request is
-- asynchronous, and after TIMEOUT_MS what came so far is sent and the rest cancelled.
local buffers = require('claude.edits.buffers')
local host = require('claude.host.host')

local M = {}

M.TIMEOUT_MS = 3000

local METHODS = {
  definition = 'textDocument/definition',
  references = 'textDocument/references',
  hover = 'textDocument/hover',
  document_symbols = 'textDocument/documentSymbol',
  workspace_symbols = 'workspace/symbol',
}

-- Nvim 0.11 made client functions methods (client:request); 0.10 has them as closures (client.request).
local methods = vim.fn.has('nvim-0.11') == 1
local function call(client, name, ...)
  if methods then
    return client[name](client, ...)
  end
  return client[name](...)
end

--- The names of the language servers running, for an answer that found none to ask.
local function running()
  local out = {}
  for _, client in ipairs(vim.lsp.get_clients()) do
    if not vim.tbl_contains(out, client.name) then
      table.insert(out, client.name)
    end
  end
  return out
end

--- A file's lines as Neovim has them (its buffer, unsaved changes included), else as on disk (small files).
local function line_reader()
  local cache = {}
  return function(path, lnum)
    if cache[path] == nil then
      local buf = buffers.find(path)
      if buf then
        cache[path] = function(l)
          return vim.api.nvim_buf_get_lines(buf, l - 1, l, false)[1]
        end
      else
        local size = vim.fn.getfsize(path)
        local lines = size > 0 and size < 2 * 1024 * 1024 and vim.fn.readfile(path) or {}
        cache[path] = function(l)
          return lines[l]
        end
      end
    end
    return cache[path](lnum)
  end
end

--- The position encoding's units of the first `chars` characters of `text`, and back.
local function units(text, chars, enc)
  local prefix = vim.fn.strcharpart(text, 0, chars)
  return enc == 'utf-8' and #prefix or enc == 'utf-32' and vim.fn.strchars(prefix) or vim.fn.strutf16len(prefix)
end
local function chars(text, n, enc)
  if not text or enc == 'utf-32' then
    return n
  end
  for k = 0, vim.fn.strchars(text) do
    if units(text, k, enc) >= n then
      return k
    end
  end
  return vim.fn.strchars(text)
end

--- The identifier at character `col` (1-based) of `text`, or ''.
local function word_at(text, col)
  local byte = #vim.fn.strcharpart(text, 0, col - 1) + 1
  local s, e = byte, byte - 1
  while s > 1 and text:sub(s - 1, s - 1):match('[%w_$]') do
    s = s - 1
  end
  while e < #text and text:sub(e + 1, e + 1):match('[%w_$]') do
    e = e + 1
  end
  return text:sub(s, e)
end

--- One place as the host reads it: path, 1-based line and column, and `context` lines from there.
local function place(read, uri, range, enc, context)
  local path = vim.uri_to_fname(uri)
  local line = range.start.line + 1
  local first = read(path, line)
  local lines = {}
  for l = line, line + (context or 1) - 1 do
    local t = read(path, l)
    if not t then
      break
    end
    table.insert(lines, t)
  end
  return { path = path, line = line, col = chars(first, range.start.character, enc) + 1, text = lines }
end

--- Hover contents (MarkupContent, MarkedString or a list of them) as text.
local function hover_text(contents)
  if type(contents) == 'string' then
    return contents
  elseif contents.kind or (contents.value and not contents.language) then
    return contents.value
  elseif contents.language then
    return ('```%s\n%s\n```'):format(contents.language, contents.value)
  end
  local parts = {}
  for _, c in ipairs(contents) do
    table.insert(parts, hover_text(c))
  end
  return table.concat(parts, '\n')
end

--- One server's result as items for the host.
local function items_of(kind, result, enc, read, path)
  local out = {}
  if kind == 'hover' then
    return { { text = hover_text(result.contents) } }
  end
  if kind == 'document_symbols' or kind == 'workspace_symbols' then
    local function add(s, depth, container)
      local loc = s.location
      local range = s.selectionRange or loc and loc.range
      local at = range and place(read, loc and loc.uri or vim.uri_from_fname(path), range, enc, 1)
        or { path = vim.uri_to_fname(loc.uri), text = {} }
      at.name, at.depth = s.name, depth
      at.kind = vim.lsp.protocol.SymbolKind[s.kind] or tostring(s.kind)
      at.container = container or s.containerName
      table.insert(out, at)
      for _, child in ipairs(s.children or {}) do
        add(child, depth + 1, s.name)
      end
    end
    for _, s in ipairs(result) do
      add(s, 0, nil)
    end
    return out
  end
  -- definition (a Location, a list of them, or LocationLinks) and references
  local list = result.uri and { result } or result
  for _, loc in ipairs(list) do
    local uri, range = loc.targetUri or loc.uri, loc.targetSelectionRange or loc.range
    table.insert(out, place(read, uri, range, enc, kind == 'definition' and 3 or 1))
  end
  return out
end

--- Starts `args.kind` for the host's request `args.id`: at `args.file`, `args.line`, `args.col` (1-based,
--- characters), or for `args.query` (workspace_symbols). Returns an answer at once when there is nothing to ask
--- ({ missing = true }: the file is not open; { none = true }: no server for it), else { pending = true }.
function M.start(args)
  local method = METHODS[args.kind]
  if not method then
    error('claude-chat: no language-server query ' .. tostring(args.kind))
  end
  local buf, clients = nil, {}
  if args.kind == 'workspace_symbols' then
    clients = vim.lsp.get_clients()
  else
    buf = buffers.find(args.file)
    if not buf then
      return { missing = true, servers = running() }
    end
    clients = vim.lsp.get_clients({ bufnr = buf })
  end
  clients = vim.tbl_filter(function(c)
    return call(c, 'supports_method', method)
  end, clients)
  if #clients == 0 then
    return { none = true, servers = running() }
  end
  local path = buf and vim.api.nvim_buf_get_name(buf) or nil
  local text = buf and (vim.api.nvim_buf_get_lines(buf, (args.line or 1) - 1, args.line or 1, false)[1] or '')
  local read = line_reader()
  local answer = { kind = args.kind, items = {}, errors = {}, servers = {} }
  if text and args.kind ~= 'document_symbols' then
    answer.word = word_at(text, args.col or 1)
  end
  local waiting, sent, requests = #clients, false, {}
  local function send(timed_out)
    if sent then
      return
    end
    sent = true
    for _, r in ipairs(requests) do
      if not r.done then
        pcall(call, r.client, 'cancel_request', r.id)
        table.insert(answer.errors, r.client.name .. ' did not answer within ' .. (M.TIMEOUT_MS / 1000) .. ' s')
      end
    end
    answer.timed_out = timed_out or nil
    local ch = host.channel()
    if ch then
      vim.rpcnotify(ch, 'editor_answer', { id = args.id, answer = vim.json.encode(answer) })
    end
  end
  for _, client in ipairs(clients) do
    local enc = client.offset_encoding or 'utf-16'
    local params
    if args.kind == 'workspace_symbols' then
      params = { query = args.query or '' }
    else
      params = { textDocument = { uri = vim.uri_from_bufnr(buf) } }
      if args.kind ~= 'document_symbols' then
        params.position = { line = (args.line or 1) - 1, character = units(text, (args.col or 1) - 1, enc) }
      end
      if args.kind == 'references' then
        params.context = { includeDeclaration = true }
      end
    end
    local request = { client = client }
    table.insert(answer.servers, client.name)
    local ok, id = call(client, 'request', method, params, function(err, result)
      request.done = true
      if sent then
        return
      end
      if err then
        table.insert(answer.errors, client.name .. ': ' .. tostring(err.message or err))
      elseif result ~= nil and result ~= vim.NIL then
        local good, items = pcall(items_of, args.kind, result, enc, read, path)
        vim.list_extend(answer.items, good and items or {})
      end
      waiting = waiting - 1
      if waiting == 0 then
        send(false)
      end
    end, buf or next(client.attached_buffers))
    request.id = id
    table.insert(requests, request)
    if not ok then
      request.done = true
      waiting = waiting - 1
    end
  end
  if waiting == 0 then
    vim.schedule(function()
      send(false)
    end)
  else
    vim.defer_fn(function()
      send(true)
    end, M.TIMEOUT_MS)
  end
  return { pending = true }
end

return M
