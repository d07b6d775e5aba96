//! The patched miniquad's wake under stress (vendor/patches/0002-0004): while its event loop
//! blocks, one thread calls `schedule_update()` CALLS times at random intervals (0-2 ms, from
//! SEED) and another keeps taking the display's lock (`screen_size()`), as an app's threads
//! may. Every call must be answered by a frame that begins after it, within 50 ms, and
//! nothing may panic. Prints the latencies; exits with 1 when a call was answered late or not
//! at all. Needs a display (build-scripts/e2e-desktop.sh runs it under Xvfb):
//!
//!     cargo run --release --example wake_stress [-- CALLS [SEED]]

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use macroquad::miniquad::{self, conf, window, EventHandler, PassAction, RenderingBackend};

/// The longest a call may wait for its frame.
const LIMIT: Duration = Duration::from_millis(50);

#[derive(Default)]
struct Record {
    /// When each call was made (just before it).
    calls: Mutex<Vec<Instant>>,
    /// When each frame began.
    frames: Mutex<Vec<Instant>>,
    done: AtomicBool,
}

struct Stage {
    gl: Box<dyn RenderingBackend>,
    record: Arc<Record>,
    calls: usize,
    seed: u64,
    started: bool,
}

impl EventHandler for Stage {
    fn update(&mut self) {
        let now = Instant::now();
        self.record.frames.lock().unwrap().push(now);
        if !self.started {
            // the loop runs: from now on it blocks between frames
            self.started = true;
            start_threads(&self.record, self.calls, self.seed);
        }
    }

    fn draw(&mut self) {
        self.gl
            .begin_default_pass(PassAction::clear_color(0.0, 0.3, 0.1, 1.0));
        self.gl.end_render_pass();
        self.gl.commit_frame();
    }
}

fn start_threads(record: &Arc<Record>, calls: usize, seed: u64) {
    let caller = Arc::clone(record);
    std::thread::spawn(move || {
        quad_rand::srand(seed);
        for _ in 0..calls {
            let pause = quad_rand::gen_range(0u32, 2000);
            std::thread::sleep(Duration::from_micros(u64::from(pause)));
            caller.calls.lock().unwrap().push(Instant::now());
            window::schedule_update();
        }
        // the last call's frame, then the end
        std::thread::sleep(LIMIT * 2);
        caller.done.store(true, Ordering::Release);
        window::order_quit();
        window::schedule_update();
    });
    let holder = Arc::clone(record);
    std::thread::spawn(move || {
        while !holder.done.load(Ordering::Acquire) {
            std::hint::black_box(window::screen_size());
            std::thread::yield_now();
        }
    });
}

fn main() {
    let mut args = std::env::args().skip(1);
    let calls: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let record = Arc::new(Record::default());
    let mut config = conf::Conf {
        window_title: "wake-stress".to_owned(),
        window_width: 200,
        window_height: 200,
        ..Default::default()
    };
    config.platform.blocking_event_loop = true;
    let theirs = Arc::clone(&record);
    let began = Instant::now();
    miniquad::start(config, move || {
        Box::new(Stage {
            gl: window::new_rendering_backend(),
            record: theirs,
            calls,
            seed,
            started: false,
        })
    });
    let calls = record.calls.lock().unwrap().clone();
    let frames = record.frames.lock().unwrap().clone();
    let mut latencies: Vec<Duration> = Vec::with_capacity(calls.len());
    let mut unanswered = 0;
    for &call in &calls {
        let next = frames.partition_point(|&f| f <= call);
        match frames.get(next) {
            Some(&frame) => latencies.push(frame - call),
            None => unanswered += 1,
        }
    }
    latencies.sort();
    let ms = |d: Option<&Duration>| d.map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0);
    let late = latencies.iter().filter(|&&l| l > LIMIT).count();
    println!(
        "wake-stress: {} calls in {:.1} s, {} frames; latency median {:.2} ms, p99 {:.2} ms, worst {:.2} ms; {} over {} ms, {} unanswered",
        calls.len(),
        began.elapsed().as_secs_f64(),
        frames.len(),
        ms(latencies.get(latencies.len() / 2)),
        ms(latencies.get(latencies.len() * 99 / 100)),
        ms(latencies.last()),
        late,
        LIMIT.as_millis(),
        unanswered
    );
    if calls.is_empty() || late > 0 || unanswered > 0 {
        std::process::exit(1);
    }
}
