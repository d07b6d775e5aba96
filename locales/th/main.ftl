# ข้อความของตัวเกม (เมนู กระดาน สถิติ) แปลจาก locales/en/main.ftl ทุก id
# ข้อความแจ้งเรื่องการจัดเก็บข้อมูลและระยะเวลาอยู่ใน core.ftl

app-title = รี​เวอร์​ซี

## เมนู
menu-choose-opponent = เลือก​คู่​ต่อสู้
opponent-easy = ง่าย
opponent-medium = ปาน​กลาง
opponent-hard = ยาก
color-black-first = ดำ · เดิน​ก่อน
color-white-second = ขาว · เดิน​หลัง
menu-continue = เล่น​ต่อ
menu-statistics = สถิติ
menu-settings = ตั้ง​ค่า

## หน้าจอเกม
count-you = คุณ
count-cpu = คอม
# ตัวนับของคอมพิวเตอร์ระหว่างเกม: $opponent คือชื่อระดับของคู่ต่อสู้ (ง่าย ปานกลาง ยาก)
count-cpu-opponent = คอม · { $opponent }
button-undo = ย้อน​ตา
button-new-game = เกม​ใหม่
button-menu = เมนู
notice-player-passes = คุณ​ไม่มี​ตา​เดิน — คอมพิวเตอร์​ได้​เดิน​อีก​ตา
notice-cpu-passes = คอมพิวเตอร์​ไม่มี​ตา​เดิน — ถึง​ตา​คุณ​อีก​ครั้ง
# $you และ $cpu คือจำนวนหมากเมื่อจบเกม
result-won = คุณ​ชนะ { $you }–{ $cpu }
result-lost = คุณ​แพ้ { $you }–{ $cpu }
result-drawn = เสมอ { $you }–{ $cpu }

## สถิติ
stats-title = สถิติ
stats-played = เล่น​แล้ว
stats-won = ชนะ
stats-lost = แพ้
stats-drawn = เสมอ
# $time คือระยะเวลา เช่น "2 ชม. 05 นาที"
stats-time = เวลา​เล่น​รวม: { $time }
button-back = กลับ

## การตั้งค่า
settings-title = การ​ตั้ง​ค่า
settings-sound = เสียง
settings-animation = ภาพ​เคลื่อนไหว
settings-language = ภาษา
sound-on = เปิด
sound-off = ปิด
animation-normal = ปกติ
animation-fast = เร็ว
animation-off = ปิด
contrast-normal = ปกติ
contrast-high = สูง
settings-contrast = คอ​นท​รา​สต์
# ในรายการภาษา ใต้ภาษาที่ระบบเลือกไว้ (ชื่อแต่ละภาษาเขียนเป็นภาษานั้นเอง ส่วนข้อความนี้เป็นภาษาที่แสดงอยู่)
language-system = ภาษา​ของ​ระบบ

## สำหรับโปรแกรมอ่านหน้าจอ (สำเนาของเกมที่เข้าถึงได้)
# กระดานในรูปตาราง: $square คือชื่อช่อง เช่น d3
a11y-board = กระดาน
a11y-cell-empty = { $square } ว่าง
a11y-cell-playable = { $square } ว่าง เดิน​ที่​นี่​ได้
a11y-cell-black = { $square } หมาก​ดำ
a11y-cell-white = { $square } หมาก​ขาว
# อ่านหลังการเดิน: $flips คือจำนวนหมากที่พลิก (ภาษาไทยไม่มีรูปพหูพจน์ จึงไม่ต้องแยกกรณี)
a11y-you-played = คุณ​เดิน​ที่ { $square } พลิก​หมาก { $flips } ตัว
a11y-cpu-played = คอมพิวเตอร์​เดิน​ที่ { $square } พลิก​หมาก { $flips } ตัว
button-score = คะแนน
# $number คือลำดับตาเดินของคุณที่ย้อนกลับไปถึง; ใน a11y-score $you และ $cpu คือจำนวนหมากตอนนี้
a11y-undone = ย้อน​ตา​แล้ว กลับ​ไป​ที่​ตา​เดิน​ที่ { $number } ของ​คุณ
a11y-score = หมาก​ของ​คุณ { $you } ตัว ของ​คอมพิวเตอร์ { $cpu } ตัว
a11y-your-color-black = คุณ​เล่น​ฝ่าย​ดำ
a11y-your-color-white = คุณ​เล่น​ฝ่าย​ขาว
# ข้อความแจ้งหรือผลเกมที่โปรแกรมอ่านหน้าจออ่านเป็นประโยค: $text ตามด้วยเครื่องหมายจบประโยคของภาษานี้
# (ภาษาไทยไม่ใช้จุดจบประโยค จึงไม่มีเครื่องหมายต่อท้าย)
a11y-sentence = { $text }
# คั่นชื่อช่องในรายการ เช่นในคำบรรยายแผนภาพ ("d4, e5"): จุลภาคและเว้นวรรค เพราะชื่อช่องเป็นอักษรละติน
list-separator = {", "}
# คั่นประโยคที่ส่งให้โปรแกรมอ่านหน้าจอพร้อมกัน (ตาเดินของคุณ แล้วตาเดินตอบของคอมพิวเตอร์): ภาษาไทยเว้นวรรคระหว่างประโยค
sentence-separator = {" "}
