" The transcript is Markdown; the plugin's own marks are highlighted with extmarks.
" A lean subset, not syntax/markdown.vim: that one pulls in HTML and its sync rules, and re-parsing them
" on every redraw while Claude streams cost about 5 ms a frame (bench/README.md). Headings, emphasis,
" inline code, fenced code blocks, block quotes, list markers and links; parsing starts at the nearest fence above that names a language.
" The markers of headings, emphasis and inline code are concealed (transcript windows get conceallevel=2).
" Each emphasis pattern starts with its literal marker and checks the character before it afterwards
" (\%(\w_\)\@2<!, a bounded look-behind): a pattern that starts with a look-behind has no first character
" for Neovim's regex engine to skip to, so it is tried at every column of every long line; written that
" way they took two thirds of the streaming redraw (measured with npm run bench).
if exists('b:current_syntax')
  finish
endif

syntax case match
syntax spell toplevel

syntax match claudeMdH1 /^#\s.*$/ contains=claudeMdHeadingMark,@Spell
syntax match claudeMdH2 /^##\s.*$/ contains=claudeMdHeadingMark,@Spell
syntax match claudeMdH3 /^###\+\s.*$/ contains=claudeMdHeadingMark,@Spell
syntax match claudeMdHeadingMark /^#\+\s\+/ contained conceal
syntax match claudeMdRule /^\s\{0,3}\([-*_]\)\s*\1\s*\1[-*_ ]*$/
syntax match claudeMdListMarker /^\s*\([-*+]\|\d\+[.)]\)\s\@=/
syntax match claudeMdBlockquote /^\s*>.*$/ contains=claudeMdCode,claudeMdBold,claudeMdItalic,@Spell

syntax region claudeMdCode matchgroup=claudeMdCodeDelimiter start=/`/ end=/`/ oneline keepend concealends
syntax region claudeMdCode matchgroup=claudeMdCodeDelimiter start=/``/ end=/``/ oneline keepend concealends
syntax region claudeMdBold matchgroup=claudeMdBoldDelimiter start=/\*\*\%(\%(\S\*\*\)\@6<=\|\S\@=\)/ end=/\*\*\%(\%(\S\*\*\)\@6<=\|\S\@=\)/ oneline keepend contains=claudeMdCode,@Spell concealends
syntax region claudeMdBold matchgroup=claudeMdBoldDelimiter start=/__\%(\w__\)\@3<!\S\@=/ end=/__\%(\S__\)\@6<=\w\@!/ oneline keepend contains=claudeMdCode,@Spell concealends
syntax region claudeMdItalic matchgroup=claudeMdItalicDelimiter start=/\*\%(\*\*\)\@2<!\*\@!\S\@=/ end=/\*\%(\S\*\)\@5<=\*\@!/ oneline keepend contains=claudeMdCode,@Spell concealends
syntax region claudeMdItalic matchgroup=claudeMdItalicDelimiter start=/_\%(\w_\)\@2<!_\@!\S\@=/ end=/_\%(\S_\)\@5<=\w\@!/ oneline keepend contains=claudeMdCode,@Spell concealends
syntax match claudeMdLink /\[[^]]\+\](\S\+)/ contains=claudeMdUrl
syntax match claudeMdUrl /(\zs[^)]\+\ze)/ contained
syntax match claudeMdUrl /\<https\?:\/\/[^ \t)>]\+/

" The plugin's own entries are not Markdown: a tool (its line, its output, an approval's preview and hints)
" and a notice run from their mark to the blank line that ends every entry. Nothing in them is highlighted
" or concealed here (a backtick in a command or a diff stays); their colours are the host's extmarks. A
" tool's output line is recognised on its own too, for a window whose top is past the sync window.
syntax region claudeEntry start=/^[✓⋯✗?ℹ] / end=/^$/
syntax match claudeEntry /^  │ .*$/
" A plan's head line alone: what follows it is Claude's plan, Markdown ("# Plan: …" a heading), up to its hints.
" Defined after the region, which it wins over where both start.
syntax match claudeEntry /^[✓⋯✗?] Plan\%( · .*\)\=$/

" Fenced code. Its body is highlighted in its language only once a fence names one that has a syntax file:
" lua/claude/transcript/markdown.lua then includes that file and adds a region for that language after this one.
syntax region claudeMdFence matchgroup=claudeMdCodeDelimiter start=/^\s*\z(`\{3,}\|\~\{3,}\).*$/ end=/^\s*\z1\s*$/ keepend contains=@NoSpell

" Where parsing starts above a window (syncing on fences that name a language): lua/claude/transcript/markdown.lua sync().
lua require('claude.transcript.markdown').sync()

hi def link claudeMdH1 Title
hi def link claudeMdH2 Title
hi def link claudeMdH3 Title
hi def link claudeMdHeadingMark Title
hi def link claudeMdRule PreProc
hi def link claudeMdListMarker Statement
hi def link claudeMdBlockquote Comment
hi def link claudeMdCode String
hi def link claudeMdFence String
hi def link claudeMdCodeDelimiter Delimiter
hi def claudeMdBold term=bold cterm=bold gui=bold
hi def link claudeMdBoldDelimiter claudeMdBold
hi def claudeMdItalic term=italic cterm=italic gui=italic
hi def link claudeMdItalicDelimiter claudeMdItalic
hi def link claudeMdLink Underlined
hi def link claudeMdUrl Underlined

let b:current_syntax = 'claudechat'

" Loaded again (:syntax on, :set syntax=...): the languages the transcript shows are included again.
lua require('claude.transcript.markdown').syntax_loaded(vim.api.nvim_get_current_buf())
