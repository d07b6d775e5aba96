# ゲーム本体のテキスト（メニュー、盤面、戦績）。locales/en/main.ftl の翻訳です。id とプレースホルダーは英語と同じにします。

app-title = リバーシ

## メニュー
menu-choose-opponent = 対戦相手を選んでください
opponent-easy = 初級
opponent-medium = 中級
opponent-hard = 上級
color-black-first = 黒・先手
color-white-second = 白・後手
menu-continue = 続きから
menu-statistics = 戦績
menu-settings = 設定

## 対局画面
count-you = あなた
count-cpu = CPU
# 対局中の CPU の表示。$opponent は対戦相手の名前（初級、中級、上級）
count-cpu-opponent = CPU・{ $opponent }
button-undo = 待った
button-new-game = 新しい対局
button-menu = メニュー
notice-player-passes = あなたはパス。CPUが続けて打ちます
notice-cpu-passes = CPUはパス。あなたが続けて打ちます
# $you と $cpu は終局時の石の数
result-won = { $you }対{ $cpu }であなたの勝ち
result-lost = { $you }対{ $cpu }であなたの負け
result-drawn = { $you }対{ $cpu }で引き分け

## 戦績
stats-title = 戦績
stats-played = 対局数
stats-won = 勝ち
stats-lost = 負け
stats-drawn = 引き分け
# $time は時間（例: 2時間5分）
stats-time = プレイ時間：{ $time }
button-back = 戻る

## 設定
settings-title = 設定
settings-sound = サウンド
settings-animation = アニメーション
settings-language = 言語
sound-on = オン
sound-off = オフ
animation-normal = 標準
animation-fast = 高速
animation-off = オフ
contrast-normal = 標準
contrast-high = 高
settings-contrast = コントラスト
# 言語の一覧で、システムが求める言語の下に表示
language-system = システムの言語

## スクリーンリーダー用（対局画面のアクセシブルな写し）
# $square はマスの名前（例: d3）
a11y-board = 盤
a11y-cell-empty = { $square }、空き
a11y-cell-playable = { $square }、空き、ここに打てます
a11y-cell-black = { $square }、黒
a11y-cell-white = { $square }、白
# 着手の後に読み上げ。$flips は返った石の数
a11y-you-played = あなたは{ $square }に打ち、石を{ $flips }枚返しました。
a11y-cpu-played = CPUは{ $square }に打ち、石を{ $flips }枚返しました。
button-score = 石数
# $number は戻った先のあなたの手の番号。$you と $cpu は現在の石の数
a11y-undone = 待ったをしました。あなたの{ $number }手目に戻ります。
a11y-score = 石数はあなた{ $you }枚、CPU{ $cpu }枚。
a11y-your-color-black = あなたは黒です。
a11y-your-color-white = あなたは白です。
a11y-sentence = { $text }。
list-separator = 、
sentence-separator = {""}
