-- Highlight groups, linked by default so colorschemes and users can relink them.
local M = {}

M.links = {
  ClaudeUserHeader = 'Title',
  ClaudeUser = 'Normal',
  ClaudeContextLabel = 'Directory',
  ClaudeThinking = 'Comment',
  ClaudeTool = 'Normal',
  ClaudeToolRunning = 'DiagnosticWarn',
  ClaudeToolDone = 'DiagnosticOk',
  ClaudeToolError = 'DiagnosticError',
  ClaudeToolResult = 'Comment',
  ClaudeToolAuto = 'Comment', -- '· auto-allowed': ran on the CLI's own rules, nobody was asked
  ClaudeToolMine = 'DiagnosticHint', -- '· your version': the user changed the proposal
  ClaudeApproval = 'DiagnosticWarn',
  ClaudeApprovalHint = 'Question',
  ClaudeApprovalInput = 'Special',
  ClaudeQuestion = 'Title', -- a question Claude asks (AskUserQuestion)
  ClaudeChosen = 'DiagnosticOk', -- an option the user picked
  ClaudePlanComment = 'Comment', -- a plan document's `>>` line: the user's comment, not plan text
  ClaudeTaskPending = 'Normal', -- the checklist: ☐ not started
  ClaudeTaskActive = 'DiagnosticWarn', -- ◐ in progress
  ClaudeTaskDone = 'Comment', -- ☑ done
  ClaudeDiffAdd = 'DiffAdd',
  ClaudeDiffDelete = 'DiffDelete',
  ClaudeNoticeInfo = 'DiagnosticInfo',
  ClaudeNoticeWarn = 'DiagnosticWarn',
  ClaudeNoticeError = 'DiagnosticError',
  ClaudeBlame = 'Comment', -- :ClaudeBlame's `#3 · prompt` at the end of a line Claude wrote
  ClaudeBlameSign = 'DiagnosticHint', -- and its sign
  ClaudeOtherSessions = 'DiagnosticWarn', -- the winbar's [2 needs approval]: what waits in other sessions
}

function M.setup()
  for group, target in pairs(M.links) do
    vim.api.nvim_set_hl(0, group, { link = target, default = true })
  end
end

return M
