# 遊戲本身的文字（選單、棋盤、統計）。譯自 locales/en/main.ftl；id 和預留位置與英文相同。

app-title = 黑白棋

## 選單
menu-choose-opponent = 選擇對手
opponent-easy = 簡單
opponent-medium = 中等
opponent-hard = 困難
color-black-first = 黑棋 · 先手
color-white-second = 白棋 · 後手
menu-continue = 繼續對局
menu-statistics = 統計
menu-settings = 設定

## 對局畫面
count-you = 你
count-cpu = 電腦
# 對局中電腦一方的名稱：$opponent 是對手的難度（簡單、中等、困難）
count-cpu-opponent = 電腦 · { $opponent }
button-undo = 悔棋
button-new-game = 新對局
button-menu = 選單
notice-player-passes = 你無處可下，電腦再下一步
notice-cpu-passes = 電腦無處可下，又輪到你了
# $you 和 $cpu 是終局時雙方的棋子數
result-won = 你以{ $you }比{ $cpu }獲勝
result-lost = 你以{ $you }比{ $cpu }落敗
result-drawn = { $you }比{ $cpu }，和局

## 統計
stats-title = 統計
stats-played = 局數
stats-won = 勝
stats-lost = 負
stats-drawn = 和
# $time 是一段時間，例如「2小時5分鐘」
stats-time = 遊戲時間：{ $time }
button-back = 返回

## 設定
settings-title = 設定
settings-sound = 音效
settings-animation = 動畫
settings-language = 語言
sound-on = 開
sound-off = 關
animation-normal = 正常
animation-fast = 快速
animation-off = 關
contrast-normal = 正常
contrast-high = 高
settings-contrast = 對比
# 在語言清單中，顯示在系統要求的語言下方
language-system = 系統語言

## 供螢幕閱讀器使用（對局畫面的無障礙鏡像）
# $square 是格子的名稱，例如 d3
a11y-board = 棋盤
a11y-cell-empty = { $square }，空格
a11y-cell-playable = { $square }，空格，可以下在這裡
a11y-cell-black = { $square }，黑棋
a11y-cell-white = { $square }，白棋
# 落子後朗讀；$flips 是翻轉的棋子數
a11y-you-played = 你下在{ $square }，翻轉了{ $flips }顆棋子。
a11y-cpu-played = 電腦下在{ $square }，翻轉了{ $flips }顆棋子。
button-score = 比分
# $number 是退回到的你的第幾步；$you 和 $cpu 是目前雙方的棋子數
a11y-undone = 已悔棋：回到你的第{ $number }步。
a11y-score = 你{ $you }顆，電腦{ $cpu }顆。
a11y-your-color-black = 你執黑。
a11y-your-color-white = 你執白。
a11y-sentence = { $text }。
list-separator = 、
sentence-separator = {""}
