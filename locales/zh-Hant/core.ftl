# 儲存提示、時間格式以及本語言自己的名稱（由 src/persist.rs、src/i18n.rs 使用）。
language-name = 繁體中文
notice-damaged-game = 無法讀取已儲存的對局。原檔案已另外保留，可以開始新對局。
notice-damaged-stats = 無法讀取統計資料。舊檔案已另外保留，統計將從零開始。
notice-damaged-settings = 無法讀取設定，已恢復為預設設定。
notice-save-failed = 無法儲存對局。
notice-disk-full = 儲存空間已滿，無法儲存對局。
notice-no-storage = 這個裝置或瀏覽器無法儲存資料，這局不會保留。
notice-repaired-stats = 統計資料前後不符，已修復，所有計數均已保留。舊檔案已另外保留。
notice-unreadable-game = 這個裝置或瀏覽器不允許讀取已儲存的對局，這局不會儲存。
notice-unreadable-stats = 這個裝置或瀏覽器不允許讀取統計資料，這次不會記錄統計。
notice-unreadable-settings = 這個裝置或瀏覽器不允許讀取設定，變更不會儲存。
notice-other-window = 黑白棋已在另一個視窗或分頁中開啟，這局不會儲存。對局結果仍會計入統計。
# 瀏覽器無法取得某種語言的文字或字型（第一次使用前處於離線狀態）
notice-language-unavailable = 無法載入這個語言。裝置連上網路後可重新選擇。
duration-hours-minutes = { $hours }小時{ $minutes }分鐘
duration-minutes = { $minutes }分鐘
