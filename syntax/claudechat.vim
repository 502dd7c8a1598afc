" The transcript is Markdown; the plugin's own marks are highlighted with extmarks.
" A lean subset, not syntax/markdown.vim: that one pulls in HTML and its sync rules, and re-parsing them
" on every redraw while Claude streams cost about 5 ms a frame (README, Performance). Headings, emphasis,
" inline code, fenced code blocks, block quotes, list markers and links; a short sync window.
if exists('b:current_syntax')
  finish
endif

syntax case match
syntax spell toplevel

syntax match claudeMdH1 /^#\s.*$/ contains=@Spell
syntax match claudeMdH2 /^##\s.*$/ contains=@Spell
syntax match claudeMdH3 /^###\+\s.*$/ contains=@Spell
syntax match claudeMdRule /^\s\{0,3}\([-*_]\)\s*\1\s*\1[-*_ ]*$/
syntax match claudeMdListMarker /^\s*\([-*+]\|\d\+[.)]\)\s\@=/
syntax match claudeMdBlockquote /^\s*>.*$/ contains=claudeMdCode,claudeMdBold,claudeMdItalic,@Spell

syntax region claudeMdCode matchgroup=claudeMdCodeDelimiter start=/`/ end=/`/ oneline keepend
syntax region claudeMdCode matchgroup=claudeMdCodeDelimiter start=/``/ end=/``/ oneline keepend
syntax region claudeMdBold matchgroup=claudeMdBoldDelimiter start=/\S\@<=\*\*\|\*\*\S\@=/ end=/\S\@<=\*\*\|\*\*\S\@=/ oneline keepend contains=claudeMdCode,@Spell
syntax region claudeMdBold matchgroup=claudeMdBoldDelimiter start=/\w\@<!__\S\@=/ end=/\S\@<=__\w\@!/ oneline keepend contains=claudeMdCode,@Spell
syntax region claudeMdItalic matchgroup=claudeMdItalicDelimiter start=/\*\@<!\*\*\@!\S\@=/ end=/\S\@<=\*\*\@!/ oneline keepend contains=claudeMdCode,@Spell
syntax region claudeMdItalic matchgroup=claudeMdItalicDelimiter start=/\w\@<!_\S\@=/ end=/\S\@<=_\w\@!/ oneline keepend contains=claudeMdCode,@Spell
syntax match claudeMdLink /\[[^]]\+\](\S\+)/ contains=claudeMdUrl
syntax match claudeMdUrl /(\zs[^)]\+\ze)/ contained
syntax match claudeMdUrl /\<https\?:\/\/[^ \t)>]\+/

" Fenced code: the body is not parsed further (no embedded languages, which would be re-parsed too).
syntax region claudeMdFence matchgroup=claudeMdCodeDelimiter start=/^\s*\z(`\{3,}\|\~\{3,}\).*$/ end=/^\s*\z1\s*$/ keepend contains=@NoSpell

" A short window: a fence opened more than 20 lines above the top of the window may show as text there.
syntax sync clear
syntax sync minlines=20 maxlines=40

hi def link claudeMdH1 Title
hi def link claudeMdH2 Title
hi def link claudeMdH3 Title
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
