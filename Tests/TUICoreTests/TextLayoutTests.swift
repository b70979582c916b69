import Testing
@testable import TUICore

@Suite("Truncation and wrapping")
struct TextLayoutTests {
    @Test func tailTruncation() {
        #expect("Hello, world".truncated(toWidth: 8) == "Hello, …")
        #expect("Hello".truncated(toWidth: 5) == "Hello")
        #expect("Hello".truncated(toWidth: 1) == "…")
        #expect("Hello".truncated(toWidth: 0) == "")
        #expect("日本語".truncated(toWidth: 4) == "日…", "a wide glyph that would straddle the limit is dropped")
        #expect("👨‍👩‍👧👨‍👩‍👧".truncated(toWidth: 3) == "👨‍👩‍👧…", "graphemes are never split")
    }

    @Test func otherModes() {
        #expect("abcdefgh".truncated(toWidth: 5, lineBreakMode: .byTruncatingHead) == "…efgh")
        #expect("abcdefgh".truncated(toWidth: 5, lineBreakMode: .byTruncatingMiddle) == "ab…gh")
        #expect("abcdefgh".truncated(toWidth: 6, lineBreakMode: .byTruncatingMiddle) == "abc…gh")
        #expect("ab中".truncated(toWidth: 3, lineBreakMode: .byClipping) == "ab")
        #expect("one two three".truncated(toWidth: 9, lineBreakMode: .byWordWrapping) == "one two")
        #expect("a\tb".truncated(toWidth: 10) == "a\u{FFFD}b", "control characters show as U+FFFD")
    }

    @Test func truncationNeverExceedsTheWidth() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let text = randomText(length: Int.random(in: 0...12, using: &random), using: &random)
            let width = Int.random(in: 0...10, using: &random)
            for mode in LineBreakMode.allCases {
                let cut = text.truncated(toWidth: width, lineBreakMode: mode)
                #expect(cut.terminalWidth <= max(0, width), "\(text) \(mode)")
                if mode.truncates, text.drawableText.terminalWidth > width, width > 0 {
                    #expect(cut.contains("…"))
                }
            }
        }
    }

    @Test func wrapsAtWords() {
        let text = "The quick brown fox jumps over the lazy dog"
        #expect(text.wrapped(toWidth: 10) == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        #expect(text.wrapped(toWidth: 10, maxLines: 2) == ["The quick", "brown fox…"])
        #expect(text.wrapped(toWidth: 10, maxLines: 2, lineBreakMode: .byWordWrapping) == ["The quick", "brown fox"])
        #expect(text.wrapped(toWidth: 10, maxLines: 2, lineBreakMode: .byClipping) == ["The quick", "brown fox"])
        #expect(text.wrapped(toWidth: 10, maxLines: 2, lineBreakMode: .byTruncatingHead) == ["The quick", "… lazy dog"])
        #expect(text.wrapped(toWidth: 10, maxLines: 1) == ["The quick…"])
        #expect(text.wrapped(toWidth: 100) == [text])
    }

    @Test func wrapsLongWordsCJKAndHyphens() {
        #expect("abcdefghijkl".wrapped(toWidth: 5) == ["abcde", "fghij", "kl"])
        #expect("日本語の文章です".wrapped(toWidth: 6) == ["日本語", "の文章", "です"])
        #expect("日本語".wrapped(toWidth: 5) == ["日本", "語"])
        #expect("well-known fact".wrapped(toWidth: 6) == ["well-", "known", "fact"])
        #expect("ab cd".wrapped(toWidth: 5, lineBreakMode: .byCharWrapping) == ["ab cd"])
        #expect("abc defg".wrapped(toWidth: 5, lineBreakMode: .byCharWrapping) == ["abc d", "efg"])
        #expect("  indented text".wrapped(toWidth: 20) == ["  indented text"])
        #expect("中".wrapped(toWidth: 1) == [], "a glyph wider than the line cannot be shown")
    }

    @Test func lineBreaksAndLimits() {
        #expect("a\n\nb".wrapped(toWidth: 5) == ["a", "", "b"])
        #expect("a\r\nb".wrapped(toWidth: 5) == ["a", "b"])
        #expect("one\ntwo\nthree".wrapped(toWidth: 10, maxLines: 2) == ["one", "two…"])
        #expect("one\n\nthree".wrapped(toWidth: 10, maxLines: 2) == ["one", "…"])
        #expect("one\ntwo".wrapped(toWidth: 3, maxLines: 1) == ["on…"])
        #expect("".wrapped(toWidth: 10) == [])
        #expect("text".wrapped(toWidth: 0) == [])
    }

    @Test func wrappedLinesFitAndKeepEveryWord() {
        var random = SeededRandom(seed: 42)
        let words = ["apple", "banana", "日本", "🍎🍊", "x", "longerwordhere", "e\u{301}te\u{301}"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...12, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
            let width = Int.random(in: 2...16, using: &random)
            let lines = text.wrapped(toWidth: width, lineBreakMode: .byWordWrapping)
            for line in lines { #expect(line.terminalWidth <= width, "\(line) > \(width)") }
            let squeezed = text.filter { $0 != " " }
            #expect(lines.joined().filter { $0 != " " } == squeezed, "wrapping loses nothing without a line limit")
            let limited = text.wrapped(toWidth: width, maxLines: 2)
            #expect(limited.count <= 2)
            for line in limited { #expect(line.terminalWidth <= width) }
            if lines.count > 2 { #expect(limited.last?.hasSuffix("…") == true) }
        }
    }

    @Test func alignmentOffsets() {
        #expect(TextAlignment.leading.offset(forLineWidth: 3, in: 10) == 0)
        #expect(TextAlignment.center.offset(forLineWidth: 3, in: 10) == 3)
        #expect(TextAlignment.trailing.offset(forLineWidth: 3, in: 10) == 7)
        #expect(TextAlignment.trailing.offset(forLineWidth: 12, in: 10) == 0)
    }
}
