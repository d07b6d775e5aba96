# locales/en/main.ftl의 한국어 번역. id와 플레이스홀더는 영어와 같게 유지합니다.

app-title = 리버시

## 메뉴
menu-choose-opponent = 상대를 고르세요
opponent-easy = 쉬움
opponent-medium = 보통
opponent-hard = 어려움
color-black-first = 흑 · 선공
color-white-second = 백 · 후공
menu-continue = 이어하기
menu-statistics = 통계
menu-settings = 설정

## 게임 화면
count-you = 나
count-cpu = 컴퓨터
count-cpu-opponent = 컴퓨터 · { $opponent }
button-undo = 무르기
button-new-game = 새 게임
button-menu = 메뉴
notice-player-passes = 둘 곳이 없어 패스합니다 — 컴퓨터가 이어서 한 번 더 둡니다
notice-cpu-passes = 컴퓨터가 둘 곳이 없어 패스합니다 — 다시 내 차례입니다
result-won = 승리 { $you }–{ $cpu }
result-lost = 패배 { $you }–{ $cpu }
result-drawn = 무승부 { $you }–{ $cpu }

## 통계
stats-title = 통계
stats-played = 게임 수
stats-won = 승리
stats-lost = 패배
stats-drawn = 무승부
stats-time = 플레이 시간: { $time }
button-back = 뒤로

## 설정
settings-title = 설정
settings-sound = 소리
settings-animation = 애니메이션
settings-language = 언어
sound-on = 켬
sound-off = 끔
animation-normal = 보통
animation-fast = 빠름
animation-off = 끔
contrast-normal = 보통
contrast-high = 높음
settings-contrast = 대비
language-system = 시스템 언어

## 스크린 리더용
a11y-board = 보드
a11y-cell-empty = { $square }, 빈칸
a11y-cell-playable = { $square }, 빈칸, 둘 수 있음
a11y-cell-black = { $square }, 흑
a11y-cell-white = { $square }, 백
a11y-you-played = 내가 { $square }에 두었습니다. 돌 { $flips }개가 뒤집혔습니다.
a11y-cpu-played = 컴퓨터가 { $square }에 두었습니다. 돌 { $flips }개가 뒤집혔습니다.
button-score = 점수
a11y-undone = 무르기: 나의 { $number }번째 수로 돌아왔습니다.
a11y-score = 나 { $you }, 컴퓨터 { $cpu }.
a11y-your-color-black = 나는 흑으로 둡니다.
a11y-your-color-white = 나는 백으로 둡니다.
a11y-sentence = { $text }.
list-separator = {", "}
sentence-separator = {" "}
