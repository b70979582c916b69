import ExampleRunner
import TopUI

// Rows slide every second: 30 frames a second keep the slides smooth at half the drawing.
ExampleRunner.main("top", usage: "", maximumFramesPerSecond: 30) { _ in { ProcessMonitor.launch(in: $0) } }
