" The prompt is Markdown, highlighted as the transcript is (syntax/claudechat.vim).
if exists('b:current_syntax')
  finish
endif
runtime! syntax/claudechat.vim
unlet! b:current_syntax
let b:current_syntax = 'claudecompose'
