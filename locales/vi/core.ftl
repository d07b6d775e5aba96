# Thông báo lưu trữ, thời lượng và tên của ngôn ngữ này (dùng trong src/persist.rs, src/i18n.rs).
language-name = Tiếng Việt
notice-damaged-game = Không đọc được ván cờ đã lưu. Ván đó đã được cất riêng; bạn có thể bắt đầu ván mới.
notice-damaged-stats = Không đọc được thống kê. Tệp cũ đã được cất riêng; thống kê sẽ được tính lại từ đầu.
notice-damaged-settings = Không đọc được cài đặt nên đã khôi phục cài đặt mặc định.
notice-save-failed = Không lưu được ván cờ.
notice-disk-full = Bộ nhớ đã đầy: không lưu được ván cờ.
notice-no-storage = Không thể lưu trên thiết bị hay trình duyệt này: ván cờ này sẽ không được giữ lại.
notice-repaired-stats = Các số liệu thống kê không khớp nhau nên đã được sửa lại, vẫn giữ đủ mọi số đếm. Tệp cũ đã được cất riêng.
notice-unreadable-game = Không được phép đọc ván cờ đã lưu trên thiết bị hay trình duyệt này: ván này sẽ không được lưu.
notice-unreadable-stats = Không được phép đọc thống kê trên thiết bị hay trình duyệt này: lần này thống kê sẽ không được lưu lại.
notice-unreadable-settings = Không được phép đọc cài đặt trên thiết bị hay trình duyệt này: các thay đổi sẽ không được lưu lại.
notice-other-window = Reversi đang mở trong một cửa sổ hoặc thẻ khác: ván này sẽ không được lưu. Kết quả vẫn được tính.
# trình duyệt không tải được văn bản hoặc phông chữ của một ngôn ngữ (ngoại tuyến trước lần dùng đầu tiên)
notice-language-unavailable = Không tải được ngôn ngữ này. Hãy chọn lại khi thiết bị có kết nối mạng.
duration-hours-minutes = { $hours } giờ { $minutes } phút
duration-minutes = { $minutes } phút
