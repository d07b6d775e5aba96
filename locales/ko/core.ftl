# 저장 관련 알림, 시간 표기, 이 언어의 이름 (src/persist.rs, src/i18n.rs에서 사용).
language-name = 한국어
notice-damaged-game = 저장된 게임을 읽을 수 없습니다. 해당 파일은 따로 보관해 두었으며, 새 게임을 시작할 수 있습니다.
notice-damaged-stats = 통계를 읽을 수 없습니다. 이전 파일은 따로 보관해 두었으며, 기록을 처음부터 다시 셉니다.
notice-damaged-settings = 설정을 읽을 수 없어 초기화했습니다.
notice-save-failed = 게임을 저장할 수 없습니다.
notice-disk-full = 저장 공간이 가득 차서 게임을 저장할 수 없습니다.
notice-no-storage = 이 기기나 브라우저에서는 저장할 수 없습니다. 이번 게임은 보관되지 않습니다.
notice-repaired-stats = 통계의 합계가 맞지 않아 모든 기록을 그대로 유지한 채 바로잡았습니다. 이전 파일은 따로 보관해 두었습니다.
notice-unreadable-game = 이 기기나 브라우저에서는 저장된 게임을 읽을 권한이 없습니다. 이번 게임은 저장되지 않습니다.
notice-unreadable-stats = 이 기기나 브라우저에서는 통계를 읽을 권한이 없습니다. 이번에는 통계가 기록되지 않습니다.
notice-unreadable-settings = 이 기기나 브라우저에서는 설정을 읽을 권한이 없습니다. 바꾼 설정은 저장되지 않습니다.
notice-other-window = 리버시가 이미 다른 창이나 탭에서 열려 있습니다. 이번 게임은 저장되지 않지만 결과는 그대로 기록됩니다.
notice-language-unavailable = 이 언어를 불러올 수 없습니다. 기기가 인터넷에 연결되면 다시 골라 주세요.
duration-hours-minutes = { $hours }시간 { $minutes }분
duration-minutes = { $minutes }분
