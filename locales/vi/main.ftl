# Văn bản của chính trò chơi (menu, bàn cờ, thống kê). Bản dịch của locales/en/main.ftl;
# thông báo lưu trữ và thời lượng nằm trong core.ftl. Bảng thuật ngữ: ở đầu pages.ftl.

app-title = Reversi

## Menu
menu-choose-opponent = Chọn đối thủ
opponent-easy = Dễ
opponent-medium = Vừa
opponent-hard = Khó
color-black-first = Đen · đi trước
color-white-second = Trắng · đi sau
menu-continue = Tiếp tục
menu-statistics = Thống kê
menu-settings = Cài đặt

## Màn hình chơi
count-you = Bạn
count-cpu = Máy
# số quân của máy trong ván: $opponent là tên đối thủ (Dễ, Vừa, Khó)
count-cpu-opponent = Máy · { $opponent }
button-undo = Hoàn tác
button-new-game = Ván mới
button-menu = Menu chính
notice-player-passes = Bạn không có nước đi — máy đi tiếp
notice-cpu-passes = Máy không có nước đi — bạn đi tiếp
# $you và $cpu là số quân lúc kết thúc
result-won = Bạn thắng { $you }–{ $cpu }
result-lost = Bạn thua { $you }–{ $cpu }
result-drawn = Hòa { $you }–{ $cpu }

## Thống kê
stats-title = Thống kê
stats-played = Đã chơi
stats-won = Thắng
stats-lost = Thua
stats-drawn = Hòa
# $time là một khoảng thời gian, ví dụ "2 giờ 5 phút"
stats-time = Thời gian chơi: { $time }
button-back = Quay lại

## Cài đặt
settings-title = Cài đặt
settings-sound = Âm thanh
settings-animation = Hoạt ảnh
settings-language = Ngôn ngữ
sound-on = Bật
sound-off = Tắt
animation-normal = Bình thường
animation-fast = Nhanh
animation-off = Tắt
contrast-normal = Bình thường
contrast-high = Cao
settings-contrast = Độ tương phản
# trong danh sách ngôn ngữ, dưới ngôn ngữ mà hệ thống yêu cầu
language-system = Ngôn ngữ hệ thống

## Cho trình đọc màn hình (bản sao dễ tiếp cận của ván cờ)
# bàn cờ dạng lưới; $square là tên một ô, ví dụ d3
a11y-board = Bàn cờ
a11y-cell-empty = { $square }, trống
a11y-cell-playable = { $square }, trống, bạn có thể đi vào đây
a11y-cell-black = { $square }, đen
a11y-cell-white = { $square }, trắng
# đọc sau mỗi nước đi; $flips là số quân bị lật (tiếng Việt không chia số nhiều)
a11y-you-played = Bạn đã đi { $square }, lật { $flips } quân.
a11y-cpu-played = Máy đã đi { $square }, lật { $flips } quân.
button-score = Tỷ số
# $number là số thứ tự nước đi của bạn được quay về (1 là nước đầu tiên)
a11y-undone = Đã hoàn tác: trở lại nước đi thứ { $number } của bạn.
# $you và $cpu là số quân hiện tại
a11y-score = Bạn { $you }, máy { $cpu }.
a11y-your-color-black = Bạn cầm quân đen.
a11y-your-color-white = Bạn cầm quân trắng.
# một thông báo hoặc kết quả được trình đọc màn hình đọc thành câu: $text, và dấu chấm câu
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
