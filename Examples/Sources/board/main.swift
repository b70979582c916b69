import BoardUI
import ExampleRunner

ExampleRunner.main("board", usage: "") { host, _ in Board.launch(in: host) }
