# 保存に関するお知らせ、時間の表記、この言語の名前（src/persist.rs、src/i18n.rs が使用）。
language-name = 日本語
notice-damaged-game = 保存された対局を読み込めませんでした。そのデータは別に保管してあります。新しい対局を始められます。
notice-damaged-stats = 戦績を読み込めませんでした。古いファイルは別に保管してあります。戦績は0から数え直します。
notice-damaged-settings = 設定を読み込めなかったため、初期設定に戻しました。
notice-save-failed = 対局を保存できませんでした。
notice-disk-full = ストレージがいっぱいのため、対局を保存できませんでした。
notice-no-storage = この端末・ブラウザーでは保存ができません。この対局は残りません。
notice-repaired-stats = 戦績の数が合わなかったため、記録された数はひとつも失わずに修復しました。古いファイルは別に保管してあります。
notice-unreadable-game = この端末・ブラウザーでは、保存された対局の読み込みが許可されていません。この対局は保存されません。
notice-unreadable-stats = この端末・ブラウザーでは、戦績の読み込みが許可されていません。今回は記録されません。
notice-unreadable-settings = この端末・ブラウザーでは、設定の読み込みが許可されていません。変更は保存されません。
notice-other-window = リバーシは別のウィンドウかタブですでに開いています。この対局は保存されませんが、結果は戦績に記録されます。
# ブラウザーが言語のテキストやフォントを取得できなかった（初めて使う前にオフライン）
notice-language-unavailable = この言語を読み込めませんでした。端末がオンラインになったら、もう一度選んでください。
duration-hours-minutes = { $hours }時間{ $minutes }分
duration-minutes = { $minutes }分
