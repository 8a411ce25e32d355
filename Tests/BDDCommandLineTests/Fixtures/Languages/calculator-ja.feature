# language: ja
フィーチャ: 電卓
  キーワードは日本語、ステップの文は英語。

  背景:
    前提 a calculator

  シナリオ: 足し算
    もし I add 2 and 3
    ならばthe result is 5
    しかし the result is not 6

  シナリオアウトライン: 足し算の表
    もし I add <a> and <b>
    ならば the result is <sum>

    例:
      | a | b | sum |
      | 1 | 1 | 2   |
      | 2 | 5 | 7   |
