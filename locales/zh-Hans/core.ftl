# 存储提示、时长格式以及本语言自己的名称（由 src/persist.rs、src/i18n.rs 使用）。
language-name = 简体中文
notice-damaged-game = 无法读取已保存的对局。原数据已另行保留，可以开始新对局。
notice-damaged-stats = 无法读取统计数据。旧文件已另行保留，统计将重新开始。
notice-damaged-settings = 无法读取设置，已恢复为默认设置。
notice-save-failed = 无法保存对局。
notice-disk-full = 存储空间已满，无法保存对局。
notice-no-storage = 当前设备或浏览器无法保存数据，本局不会被保留。
notice-repaired-stats = 统计数据前后不符，已修复，所有计数均已保留。旧文件已另行保留。
notice-unreadable-game = 当前设备或浏览器不允许读取已保存的对局，本局不会被保存。
notice-unreadable-stats = 当前设备或浏览器不允许读取统计数据，本次不会记录统计。
notice-unreadable-settings = 当前设备或浏览器不允许读取设置，更改不会被保存。
notice-other-window = 黑白棋已在另一个窗口或标签页中打开，本局不会被保存。对局结果仍会计入统计。
# 浏览器无法获取某种语言的文本或字体（首次使用前处于离线状态）
notice-language-unavailable = 无法加载此语言。设备联网后可重新选择。
duration-hours-minutes = { $hours }小时{ $minutes }分钟
duration-minutes = { $minutes }分钟
