@testable import DiffableTUI
import Testing
import TestSupport
@testable import FruitStand

/// 2,000 seeded random titles — ASCII, wide CJK, emoji sequences, stacked and leading combining
/// marks, C0/C1 controls, tabs and line breaks, DEL, right-to-left text and bidi controls,
/// zero-width characters, very long and empty strings (`UnicodeTitles`) — reach the screen the
/// ways titles do:
/// 1. through the JSON inventory loader, in files that spell them raw and as `\uXXXX` escapes
///    with lone surrogates, and sometimes carry invalid UTF-8, a raw control character, a blank
///    or duplicate name, an unknown key, a bare value or a missing comma: each file loads
///    exactly the documented names (`LoaderCheck`) or fails with the one-line error on the
///    right line; half the files that load then run in the headless app at several sizes, with
///    keys, filter text and resizes (`InventoryScreenRun`);
/// 2. in plain collection views — a list, an inset grouped list, a sidebar, a grid of cards with
///    badges (`TitleBoard`) — through animated inserts, deletes, moves and retitles interrupted
///    at random frames (`TitleBoardRun`);
/// 3. written straight into buffers with random clips, line break modes and alignments
///    (`TitleWrites`).
///
/// Every frame rendered has rows exactly as wide as the screen with no stray continuation
/// cells and no cell joining its neighbour, nothing drawn outside a cell's frame, each item
/// drawn once, every card's border whole (`CardBorders`), and no control character, line
/// separator or bidi control in the bytes a terminal receives (`TerminalBytes`).
///
/// `FUZZ_SEED`, `FUZZ_TITLES` and `FUZZ_LANES` change the run (`make fuzz` runs 20,000 over 8
/// seeds; `FUZZ_TITLES=100000 make fuzz` checks 100,000 titles in about ten minutes).
@MainActor
@Suite(.serialized) struct TextFuzzTests {
    nonisolated static let settings = FuzzSettings(count: "FUZZ_TITLES", default: 2_000)

    @Test(arguments: settings.seeds)
    func randomTitlesNeverMisalignARowOrBreakABorder(seed: UInt64) async {
        var generator = SeededGenerator(seed: seed)
        var titles = 0, tag = 0, nextItem = 0, failures = 0
        var documents = 0, appRuns = 0, boards = 0, frames = 0, writes = 0
        while titles < Self.settings.perLane, failures < 3 {
            let index = titles
            var problems: [String] = []
            var context: [String] = []
            let roll = Int.random(in: 0..<12, using: &generator)
            if roll < 7 {
                let document = InventoryDocument.random(tag: &tag, using: &generator)
                documents += 1
                titles += document.titles
                let (inventory, loadProblems) = LoaderCheck.check(document)
                problems = loadProblems
                context = ["inventory (\(document.fault)):"] + document.bytes.split(separator: 0x0A).map {
                    String(ScreenInvariants.debug(String(decoding: $0, as: UTF8.self)).prefix(400))
                }
                if let inventory, problems.isEmpty, Bool.random(using: &generator) {
                    var run = InventoryScreenRun(generator: SeededGenerator(seed: generator.next()))
                    problems = await run.run(inventory)
                    context += run.log + (run.screen.map { [$0] } ?? [])
                    appRuns += 1
                    frames += run.frames
                }
            } else if roll == 11 {
                for _ in 0..<20 where problems.isEmpty {
                    let title = UnicodeTitles.title(using: &generator)
                    problems = TitleWrites.problems(title, using: &generator)
                    titles += 1
                    writes += 1
                }
            } else {
                var run = TitleBoardRun(generator: SeededGenerator(seed: generator.next()))
                problems = run.run(nextItem: &nextItem)
                titles += run.titles
                context = run.log
                boards += 1
                frames += run.frames
            }
            guard problems.isEmpty else {
                failures += 1
                Issue.record(Comment(rawValue: "seed \(seed), title \(index):\n" + problems.prefix(6).joined(separator: "\n") + "\n"
                    + context.suffix(40).joined(separator: "\n") + "\n"
                    + Self.settings.replay(seed: seed, index: index, variable: "FUZZ_TITLES", filter: "TextFuzzTests")))
                continue
            }
        }
        let counts = "\(titles) titles: \(documents) files, \(appRuns) app runs, \(boards) boards, \(frames) frames, \(writes) direct writes"
        if Self.settings.isReplay { print("seed \(seed): \(counts)") }
        #expect(documents > 0 && appRuns > 0 && boards > 0 && writes > 0 && frames > appRuns + boards, "seed \(seed): \(counts)")
        if failures == 0 { FuzzReport.record("text", seed: seed, count: titles, unit: "random titles") }
    }
}
