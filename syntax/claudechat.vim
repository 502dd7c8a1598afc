" The transcript is Markdown; the plugin's own marks are highlighted with extmarks.
if exists('b:current_syntax')
  finish
endif
runtime! syntax/markdown.vim
let b:current_syntax = 'claudechat'
