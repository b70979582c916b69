import BoardUI
import ExampleRunner

ExampleRunner.main("board", usage: "") { _ in { Board.launch(in: $0) } }
