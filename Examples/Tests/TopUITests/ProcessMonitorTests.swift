import DiffableTUITesting
import Testing
import TopUI

/// Fixed processes the tests change between refreshes.
@MainActor
final class FakeProcesses: ProcessSource {
    var processes: [ProcessSample]
    private(set) var reads = 0

    init(_ processes: [ProcessSample]) { self.processes = processes }

    func sample() -> [ProcessSample] {
        reads += 1
        return processes
    }

    func set(_ pid: Int, cpu: Double? = nil, state: Character? = nil) {
        guard let index = processes.firstIndex(where: { $0.pid == pid }) else { return }
        if let cpu { processes[index].cpu = cpu }
        if let state { processes[index].state = state }
    }

    static func standard() -> FakeProcesses {
        FakeProcesses([
            ProcessSample(pid: 1, name: "init", user: "root", state: "S", cpu: 0.1, residentKiB: 12_000, threads: 1),
            ProcessSample(pid: 420, name: "postgres", user: "postgres", state: "S", cpu: 3.5, residentKiB: 480_000, threads: 8),
            ProcessSample(pid: 777, name: "swift-build", user: "ana", state: "R", cpu: 72, residentKiB: 1_300_000, threads: 12),
            ProcessSample(pid: 778, name: "swift-frontend", user: "ana", state: "R", cpu: 31, residentKiB: 900_000, threads: 1),
            ProcessSample(pid: 901, name: "vim", user: "ana", state: "S", cpu: 0, residentKiB: 9_000, threads: 1),
            ProcessSample(pid: 950, name: "kworker/0:1", user: "root", state: "I", cpu: 0, residentKiB: 0, threads: 1),
        ])
    }
}

@MainActor
struct ProcessMonitorTests {
    let source = FakeProcesses.standard()

    private func launch(width: Int = 100, height: Int = 16) -> (HeadlessDriver, ProcessMonitor) {
        let driver = HeadlessDriver(size: Size(width: width, height: height))
        let monitor = ProcessMonitor.launch(in: driver, source: source)
        driver.displayIfNeeded()
        return (driver, monitor)
    }

    private func row(of name: String, in driver: HeadlessDriver) -> Int? {
        driver.screenLines.firstIndex { $0.contains(" \(name)") }
    }

    @Test(arguments: [(80, 24), (200, 60)])
    func aTableSortedByCPUWithTheHotOnesInRed(width: Int, height: Int) {
        let (driver, monitor) = launch(width: width, height: height)
        assertSnapshot(of: driver, as: .screenText, named: "\(width)x\(height)")
        let line = row(of: "swift-build", in: driver)!
        let cpu = driver.screenLines[line].range(of: "72.0")!
        let x = driver.screenLines[line].distance(from: driver.screenLines[line].startIndex, to: cpu.lowerBound)
        #expect(driver.screen[x, line].style.foreground == .indexed(203), "above 50 % of a core: red")
        #expect(driver.screenLines[0].contains("▼ CPU%"))
        withExtendedLifetime(monitor) {}
    }

    @Test func narrowTheColumnsGiveWayInTheirOrderAndTheCommandTruncatesFirst() {
        // 40 columns, the list alone: every column; the command is cut first.
        let (driver, monitor) = launch(width: 40, height: 10)
        let wide = driver.screenLines.first { $0.contains("CPU%") } ?? ""
        #expect(wide.contains("PID") && wide.contains("USER") && wide.contains("MEM"), "\(wide)")
        #expect(driver.screenLines.contains { $0.hasSuffix("swift-fr…") }, "the command truncates first")
        // 30: the user gives way; 24: then the memory; CPU, the PID and the command stay.
        let (narrow, narrowMonitor) = launch(width: 30, height: 10)
        let titles = narrow.screenLines.first { $0.contains("CPU%") } ?? ""
        #expect(!titles.contains("USER") && titles.contains("MEM") && titles.contains("COMMAND"), "\(titles)")
        let (narrower, narrowerMonitor) = launch(width: 24, height: 10)
        let fewer = narrower.screenLines.first { $0.contains("CPU%") } ?? ""
        #expect(!fewer.contains("MEM") && fewer.contains("PID") && fewer.contains("COMMAND"), "\(fewer)")
        withExtendedLifetime((monitor, narrowMonitor, narrowerMonitor)) {}
    }

    @Test func sortingByEachColumnSlidesTheRowsAndTheHeaderShowsIt() {
        let (driver, monitor) = launch(width: 120, height: 16)
        let orders: [(key: Character, title: String, first: String)] = [
            ("1", "▲ PID", "init"), ("2", "USER ▲", "swift-build"), ("3", "▼ CPU%", "swift-build"),
            ("4", "▼ MEM", "swift-build"), ("5", "COMMAND ▲", "init"),
        ]
        for (key, title, first) in orders {
            let before = driver.screenLines
            let start = driver.frames.count
            driver.recordsFrames = true
            driver.send(.key(.character(key)))
            driver.advance(by: 0.4)
            driver.recordsFrames = false
            #expect(driver.screenLines[0].contains(title), "sorted by \(title): \(driver.screenLines[0])")
            #expect(driver.screenLines[1].contains(first), "\(first) first by \(title)")
            if before.dropFirst() != driver.screenLines.dropFirst() {
                #expect(driver.frames[start...].contains { $0.lines() != before && $0.lines() != driver.screenLines }, "\(title): rows slid")
            }
        }
        withExtendedLifetime(monitor) {}
    }

    /// The frames of the re-sort when vim overtakes postgres, a tenth of a second apart.
    @Test func tapeOfAnAnimatedReSort() {
        let (driver, monitor) = launch(width: 80, height: 12)
        source.set(901, cpu: 9)
        driver.advance(by: 1.0)
        var tape: [String] = []
        for step in 0...4 {
            tape.append("t=\(Double(step) / 10)s\n" + driver.screenText)
            driver.advance(by: 0.1)
        }
        assertSnapshot(of: tape.joined(separator: "\n----\n"), as: .lines, named: "vim")
        #expect(tape[1] != tape[0] && tape[1] != tape[4])
        withExtendedLifetime(monitor) {}
    }

    @Test func theThreadsColumnShowsWithoutANewSnapshot() {
        let (driver, monitor) = launch(width: 120, height: 16)
        #expect(!driver.screenLines[0].contains("THR"))
        driver.press(.character("t"))
        #expect(driver.screenLines[0].contains("THR"))
        #expect(driver.screenLines[row(of: "postgres", in: driver)!].contains(" 8 "))
        withExtendedLifetime(monitor) {}
    }

    @Test func refreshesOnceASecondThroughTheHost() {
        let (driver, monitor) = launch()
        driver.advance(by: 0.5)
        #expect(source.reads == 1)
        driver.advance(by: 0.6)
        #expect(source.reads == 2)
        driver.advance(by: 2)
        #expect(source.reads == 4)
        withExtendedLifetime(monitor) {}
    }

    @Test func aRowOvertakingOthersSlidesIntoPlace() {
        let (driver, monitor) = launch()
        let before = (row(of: "postgres", in: driver)!, row(of: "vim", in: driver)!)
        source.set(901, cpu: 9)
        driver.recordsFrames = true
        driver.advance(by: 1.6)
        let after = (row(of: "postgres", in: driver)!, row(of: "vim", in: driver)!)
        #expect(after == (before.0 + 1, before.0))
        // Some frame shows vim between its two rows: it slid, it did not jump.
        let between = driver.frames.contains { frame in
            let y = frame.lines().firstIndex { $0.contains(" vim") }
            return y.map { $0 < before.1 && $0 > after.1 } ?? false
        }
        #expect(between)
        withExtendedLifetime(monitor) {}
    }

    @Test func changedValuesReconfigureTheSameCellInPlace() throws {
        let (driver, monitor) = launch()
        let indexPath = try #require(monitor.collectionView.indexPathsForVisibleItems.first { path in
            monitor.collectionView.cellForItem(at: path).map { _ in true } ?? false
        })
        let cell = monitor.collectionView.cellForItem(at: indexPath)
        let line = driver.screenLines[row(of: "swift-build", in: driver)!]
        source.set(777, cpu: 88)
        driver.advance(by: 1.1)
        #expect(monitor.collectionView.cellForItem(at: indexPath) === cell)
        #expect(driver.screenLines[row(of: "swift-build", in: driver)!] != line)
        #expect(driver.screenLines[row(of: "swift-build", in: driver)!].contains("88.0"))
    }

    @Test func endedProcessesLeaveAndNewOnesArrive() {
        let (driver, monitor) = launch()
        source.processes.removeAll { $0.pid == 420 }
        source.processes.append(ProcessSample(pid: 1200, name: "make", user: "ana", state: "R", cpu: 40, residentKiB: 20_000, threads: 1))
        driver.advance(by: 1.6)
        #expect(row(of: "postgres", in: driver) == nil)
        #expect(row(of: "make", in: driver) == 2, "second by CPU, under the titles")
        withExtendedLifetime(monitor) {}
    }

    @Test func enterShowsTheDetailBesideTheListInARegularWidth() {
        let (driver, monitor) = launch()
        driver.press(.down, .enter)
        #expect(monitor.selectedPID == 777)
        #expect(monitor.splitView.visibleColumns == [.primary, .secondary])
        assertSnapshot(of: driver, as: .screenText)
    }

    @Test func narrowTheListLeadsThenEnterShowsTheDetailAloneAndEscapeGoesBack() {
        let (driver, monitor) = launch(width: 60, height: 14)
        #expect(monitor.splitView.visibleColumns == [.primary])
        assertSnapshot(of: driver, as: .screenText, named: "list")
        driver.press(.down, .enter)
        #expect(monitor.splitView.visibleColumns == [.secondary])
        assertSnapshot(of: driver, as: .screenText, named: "detail")
        driver.press(.escape)
        #expect(monitor.splitView.visibleColumns == [.primary])
        driver.press(.down, .enter)
        #expect(monitor.selectedPID == 778)
        driver.click(on: "‹ Processes")
        #expect(monitor.splitView.visibleColumns == [.primary])
    }

    @Test func narrowingWithAProcessChosenCollapsesToItsDetail() {
        let (driver, monitor) = launch()
        driver.press(.down, .enter)
        driver.send(.resize(Size(width: 60, height: 14)))
        #expect(monitor.splitView.visibleColumns == [.secondary])
        #expect(driver.screenLines[0].contains("‹ Processes  swift-build"))
    }

    @Test func qQuits() {
        let (driver, monitor) = launch()
        driver.type("q")
        #expect(driver.exitCode == 0)
        withExtendedLifetime(monitor) {}
    }
}
