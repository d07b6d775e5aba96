# BẢNG THUẬT NGỮ (dùng thống nhất ở mọi nơi: nút, Cách chơi, trình đọc màn hình, trang cửa hàng):
# disc = quân / move = nước đi (đi một ô: "Đen đi d3") / pass = bỏ lượt / corner = góc / edge = cạnh
# mobility = tính cơ động / parity = tính chẵn lẻ / undo = hoàn tác (nút Hoàn tác)
# easy / medium / hard = Dễ / Vừa / Khó / X-square = ô X / C-square = ô C
# board = bàn cờ / square = ô / game = ván (ván cờ) / turn over = lật / close in = kẹp
# the other side = đối phương / the CPU = máy / Black / White = Đen / Trắng (quân đen, quân trắng)
# dot = dấu chấm / menu = menu chính / tên trò chơi: Reversi (cờ lật Reversi)

# Cách chơi và Giới thiệu (các trang đọc). Mỗi đoạn là một thông điệp; trang tự ngắt dòng.

page-how-to-play = Cách chơi
page-about = Giới thiệu

## Luật chơi
rules-heading = Luật chơi
rules-board = Cờ lật Reversi được chơi trên bàn cờ 8 × 8 ô: các cột từ a đến h tính từ trái sang phải, các hàng từ 1 đến 8 tính từ trên xuống dưới. Lúc bắt đầu có bốn quân đặt ở giữa bàn: Trắng ở d4 và e5, Đen ở d5 và e4. Đen đi trước, sau đó hai bên thay phiên nhau đi.
rules-move = Mỗi nước đi là đặt một quân màu của bạn vào một ô trống sao cho nó kẹp được một hoặc nhiều quân của đối phương: các quân ấy nằm liền nhau thành một dãy, đầu bên kia có một quân của bạn chặn lại. Mọi quân bị kẹp như vậy đều bị lật sang màu của bạn.
rules-lines = Một nước đi xét cùng lúc cả tám hướng: sang trái và sang phải, lên trên và xuống dưới, và bốn hướng chéo. Mọi dãy bị kẹp đều bị lật, lật hết và lật cùng một lúc; bạn không thể chọn chỉ lật một vài dãy. Dãy nào kết thúc ở một ô trống hoặc chạm cạnh bàn cờ thì không lật quân nào, và những quân vừa bị lật không tự lật thêm quân nào khác.
rules-dots = Vì vậy, mỗi nước đi phải lật được ít nhất một quân. Những ô bạn có thể đi đều có một dấu chấm, và chỉ những ô đó mới phản hồi khi bạn chọn: không thể đi một nước không hợp lệ.
rules-pass = Nếu bạn không có nước đi nào, lượt của bạn bị bỏ qua: bạn bỏ lượt và đối phương đi tiếp. Đây không phải là lựa chọn: hễ còn nước đi là bạn buộc phải đi. Một thông báo ngắn cho biết bên nào đã bỏ lượt.
rules-end = Ván cờ kết thúc khi cả hai bên đều không thể đi: thường là lúc bàn cờ đã kín, đôi khi sớm hơn, chẳng hạn khi một màu không còn quân nào. Khi đó hai bên đếm quân. Bên nào có nhiều quân trên bàn hơn thì thắng; ô trống không tính cho ai; nếu số quân bằng nhau thì ván cờ hòa.

## Chơi trong ứng dụng này
app-heading = Chơi trong ứng dụng này
app-dots = Đến lượt bạn, mỗi ô bạn có thể đi đều được đánh một dấu chấm. Dấu chấm chỉ cho biết chỗ nào được phép đi, không bao giờ cho biết nước đó tốt hay xấu. Một dấu nhỏ cho biết quân vừa được đặt, và bạn sẽ nhìn thấy các quân bị kẹp lật sang màu mới.
app-input = Chạm hoặc nhấp vào một ô có dấu chấm để đi vào ô đó. Khi dùng bàn phím, các phím mũi tên di chuyển một khung trên bàn cờ, phím Tab đưa khung đến ô kế tiếp mà bạn có thể đi (Shift+Tab về ô trước đó), Enter hoặc phím cách đi vào ô trong khung, U hoặc Ctrl+Z hoàn tác, và Esc quay về menu chính. F1 mở trang này trong lúc chơi, và nút Quay lại đưa bạn trở về ván cờ.
app-undo = Nút Hoàn tác rút lại nước đi gần nhất của bạn cùng với nước đáp trả của máy và những lần bỏ lượt xen giữa, để lại đến lượt bạn đi. Hoàn tác không tốn gì và không giới hạn số lần, kể cả khi ván đã kết thúc: hãy thử một ô khác và so sánh.
app-opponents = Bạn chơi với máy. Đối thủ Dễ nhường góc cho bạn mà không hề nhận ra; đối thủ Vừa cân nhắc số nước đi của mỗi bên và giá trị của từng ô; đối thủ Khó thì tính trước nhiều nước, dựa trên một hàm đánh giá do chính dự án này huấn luyện. Chọn Đen để đi trước hoặc Trắng để đi sau; màu quân được áp dụng từ ván tiếp theo của bạn.
app-statistics = Thống kê được ghi riêng cho từng đối thủ: số ván đã chơi, thắng, thua, hòa và thời gian chơi. Một ván được tính là đã chơi khi bắt đầu, và được tính là thắng, thua hoặc hòa khi kết thúc; ván bạn bỏ dở không bị tính là thua. Không có dữ liệu nào rời khỏi thiết bị của bạn.
app-saved = Ván cờ của bạn được lưu sau mỗi nước đi, và cả khi bạn đóng ứng dụng. Nút Tiếp tục trong menu chính đưa bạn trở lại đúng chỗ đã dừng. Bắt đầu ván mới sẽ thay thế ván đã lưu.

## Chiến thuật cơ bản
strategy-heading = Chiến thuật cơ bản
strategy-corners = Góc là quan trọng nhất. Quân ở góc không bao giờ có thể bị lật nữa, vì phía bên kia góc không còn ô nào: không dãy nào chạy qua góc, nên không thể kẹp quân ở góc từ hai phía. Các quân dọc theo cạnh nối liền với một góc bạn đang giữ cũng thường trở nên an toàn.
strategy-x-squares = Những ô sát một góc còn trống rất nguy hiểm. Các ô chéo với góc (b2, g2, b7 và g7) được gọi là ô X, các ô kề góc nằm trên cạnh (b1, a2, g1, h2, a7, b8, h7 và g8) được gọi là ô C. Đi vào những ô này thường tạo cơ hội cho đối phương chiếm góc.
strategy-edges = Quân trên cạnh khó bị lật hơn quân ở giữa bàn, vì chúng chỉ có thể bị kẹp dọc theo cạnh. Nhưng một quân đơn độc trên cạnh vẫn có thể bị kẹp từ hai phía: hãy chiếm cạnh một cách thận trọng.
strategy-mobility = Có nhiều quân hơn ở giữa ván không có nghĩa là bạn đang dẫn trước. Điều quan trọng là tính cơ động: bạn có bao nhiêu nước đi. Lật ít quân và giữ quân của mình ở phía trong sẽ khiến đối phương chỉ còn ít nước đi, mà lại toàn là nước xấu.
strategy-parity = Mỗi lần bỏ lượt là tặng đối phương thêm một nước đi, vì vậy hãy cố làm cho đối phương hết nước đi. Gần cuối ván, hãy đếm số ô trống của từng vùng: được đi nước cuối cùng trong một vùng, khi đối phương không còn đáp trả được nữa, thường giúp bạn được thêm quân.

## Các hình minh họa: $player và $other là tên màu (diagram-black, diagram-white), $square là ô được đi, $turned là các ô có quân bị lật (như "d4, e5"), $count là số quân đó, $corner là tên một góc
diagram-black = Đen
diagram-white = Trắng
diagram-first-move = { $player } đi { $square }: quân ở { $turned } bị kẹp nên bị lật.
diagram-eight-directions = { $player } đi { $square }: ở mỗi hướng trong tám hướng đều có một dãy bị kẹp, và cả { $count } quân cùng bị lật một lúc: { $turned }.
diagram-pass = { $player } đi { $square } và lật { $turned }. Giờ { $other } không còn nước đi nào và phải bỏ lượt: { $player } được đi tiếp, vào một trong các ô có dấu chấm.
diagram-corner = { $player } chiếm góc { $square } và lật { $turned }. Không nước đi nào có thể lật lại quân ở { $square } được nữa.
diagram-x-square = { $player } đi { $square }, một ô X sát góc trống { $corner }, và lật { $turned }. Giờ { $other } có thể chiếm góc { $corner }, như dấu chấm cho thấy.

## Giới thiệu
# $version là số phiên bản của trò chơi, ví dụ 0.1.0
about-version = Reversi { $version }
about-game = Cờ lật Reversi đấu với máy, có ba đối thủ, dành cho máy tính để bàn, trình duyệt và Android. Do các tác giả của Reversi thực hiện; trò chơi không thu thập dữ liệu gì và không cần mạng.
# $licence là tên giấy phép, MIT
about-licence = Trò chơi này là phần mềm tự do theo giấy phép { $licence }; toàn văn giấy phép này được in bên dưới, cùng với giấy phép của các thành phần tạo nên trò chơi.
about-licences-heading = Giấy phép
about-licences-intro = Trò chơi có kèm các phông chữ DejaVu Sans, Noto Sans CJK (cho tiếng Nhật, tiếng Trung và tiếng Hàn) và Noto Sans Arabic, Hebrew, Devanagari, Bengali và Thai (cho tiếng Ả Rập, tiếng Ba Tư, tiếng Do Thái, tiếng Hindi, tiếng Bengal và tiếng Thái), cùng các thư viện Rust (crate) được liệt kê bên dưới. Giấy phép của chúng được giữ nguyên như các tác giả đã viết, bằng tiếng Anh; văn bản nào xuất hiện nhiều lần thì chỉ được in ở lần đầu.
