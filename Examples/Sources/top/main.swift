import ExampleRunner
import TopUI

ExampleRunner.main("top", usage: "") { host, _ in ProcessMonitor.launch(in: host) }
