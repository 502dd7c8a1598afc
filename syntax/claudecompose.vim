if exists('b:current_syntax')
  finish
endif
runtime! syntax/markdown.vim
let b:current_syntax = 'claudecompose'
