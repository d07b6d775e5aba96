# 游戏本身的文本（菜单、棋盘、统计）。译自 locales/en/main.ftl；id 和占位符与英文相同。

app-title = 黑白棋

## 菜单
menu-choose-opponent = 选择对手
opponent-easy = 简单
opponent-medium = 中等
opponent-hard = 困难
color-black-first = 黑棋 · 先手
color-white-second = 白棋 · 后手
menu-continue = 继续对局
menu-statistics = 统计
menu-settings = 设置

## 对局界面
count-you = 你
count-cpu = 电脑
# 对局中电脑一方的名称：$opponent 是对手的难度（简单、中等、困难）
count-cpu-opponent = 电脑 · { $opponent }
button-undo = 悔棋
button-new-game = 新对局
button-menu = 菜单
notice-player-passes = 你无处可下，只能弃权，电脑接着下
notice-cpu-passes = 电脑无处可下，只能弃权，又轮到你了
# $you 和 $cpu 是终局时双方的棋子数
result-won = 你以{ $you }比{ $cpu }获胜
result-lost = 你以{ $you }比{ $cpu }落败
result-drawn = { $you }比{ $cpu }，平局

## 统计
stats-title = 统计
stats-played = 对局数
stats-won = 胜
stats-lost = 负
stats-drawn = 平
# $time 是一段时长，例如“2小时5分钟”
stats-time = 游戏时长：{ $time }
button-back = 返回

## 设置
settings-title = 设置
settings-sound = 音效
settings-animation = 动画
settings-language = 语言
sound-on = 开
sound-off = 关
animation-normal = 正常
animation-fast = 快速
animation-off = 关
contrast-normal = 正常
contrast-high = 高
settings-contrast = 对比度
# 在语言列表中，显示在系统所要求的语言下方
language-system = 系统语言

## 供屏幕阅读器使用（对局界面的无障碍镜像）
# $square 是格子的名称，例如 d3
a11y-board = 棋盘
a11y-cell-empty = { $square }，空格
a11y-cell-playable = { $square }，空格，可以下在这里
a11y-cell-black = { $square }，黑棋
a11y-cell-white = { $square }，白棋
# 落子后朗读；$flips 是翻转的棋子数
a11y-you-played = 你下在{ $square }，翻转了{ $flips }枚棋子。
a11y-cpu-played = 电脑下在{ $square }，翻转了{ $flips }枚棋子。
button-score = 比分
# $number 是退回到的你的第几步；$you 和 $cpu 是当前双方的棋子数
a11y-undone = 已悔棋：回到你的第{ $number }步。
a11y-score = 你{ $you }枚，电脑{ $cpu }枚。
a11y-your-color-black = 你执黑。
a11y-your-color-white = 你执白。
a11y-sentence = { $text }。
list-separator = 、
sentence-separator = {""}
