/// The HTML of a diff report's `index.html`: one self-contained page (inline style and script,
/// images by relative path inside the report folder, nothing from the network).
///
/// The page lists every pair with its status and counts, thumbnails of the expected, actual and
/// diff images, and three views per pair: side by side, a slider that uncovers the actual image
/// over the expected one, and a blink that alternates them. Buttons filter by status; failed
/// pairs show the command that accepts the actual image, and the header lists all of them.
enum DiffReportPage {
    static func html(entries: [DiffReportEntry]) -> String {
        var counts = [DiffReportEntry.Status: Int]()
        for entry in entries { counts[entry.status, default: 0] += 1 }
        let commands = entries.compactMap { $0.status == .passed ? nil : $0.recordCommand }
        var body = """
            <header>
            <h1>Feedshot image diff</h1>
            <p id="totals"><span data-count="all">\(entries.count)</span> pairs:
            <span class="failed" data-count="failed">\(counts[.failed] ?? 0)</span> failed,
            <span class="new" data-count="new">\(counts[.new] ?? 0)</span> new,
            <span class="missing" data-count="missing">\(counts[.missing] ?? 0)</span> missing,
            <span class="passed" data-count="passed">\(counts[.passed] ?? 0)</span> passed</p>
            <nav id="filters">
            """
        for (filter, label) in [("all", "All"), ("failed", "Failed"), ("new", "New"), ("missing", "Missing"),
                                ("passed", "Passed")] {
            let count = filter == "all" ? entries.count : counts[DiffReportEntry.Status(rawValue: filter) ?? .passed] ?? 0
            body += "<button type=\"button\" data-filter=\"\(filter)\"\(filter == "all" ? " class=\"active\"" : "")>"
                + "\(label) (\(count))</button>"
        }
        body += "</nav>\n"
        if !commands.isEmpty {
            body += "<details id=\"record-all\"><summary>Accept every change (\(commands.count) "
                + "\(commands.count == 1 ? "command" : "commands"))</summary><pre>"
                + escape(unique(commands).joined(separator: "\n")) + "</pre></details>\n"
        }
        body += "</header>\n<main>\n"
        if entries.isEmpty { body += "<p class=\"empty\">No pairs compared.</p>\n" }
        for (index, entry) in entries.enumerated() { body += section(entry, index: index) }
        body += "</main>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Feedshot image diff: \(counts[.failed] ?? 0) failed of \(entries.count)</title>
            <style>\(style)</style>
            </head>
            <body>
            \(body)<script>\(script)</script>
            </body>
            </html>

            """
    }

    private static func section(_ entry: DiffReportEntry, index: Int) -> String {
        let status = entry.status.rawValue
        var html = "<section class=\"entry\" id=\"entry-\(index)\" data-status=\"\(status)\" "
            + "data-name=\"\(escape(entry.name))\" data-differing=\"\(entry.differingPixels)\">\n"
        html += "<h2><span class=\"badge \(status)\">\(status)</span> \(escape(entry.name))</h2>\n"
        var counts = [String]()
        if entry.pixelCount > 0 {
            counts.append("<b class=\"differing\">\(entry.differingPixels)</b> of \(entry.pixelCount) pixels differ")
            counts.append("\(entry.antialiasedPixels) anti-aliasing")
            counts.append("\(entry.toleratedPixels) within tolerance")
            if entry.maskedPixels > 0 { counts.append("\(entry.maskedPixels) masked") }
        }
        if let size = entry.expectedSize { counts.append("expected \(size)") }
        if let size = entry.actualSize { counts.append("actual \(size)") }
        html += "<p class=\"counts\">\(counts.joined(separator: " · "))</p>\n"
        html += "<p class=\"summary\">\(escape(entry.summary))</p>\n"
        let images = [("expected", entry.expectedImage), ("actual", entry.actualImage), ("diff", entry.diffImage)]
        html += "<div class=\"thumbs\">"
        for (label, path) in images {
            guard let path else { continue }
            html += "<figure><img src=\"\(escape(path))\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>"
        }
        html += "</div>\n"
        if let expected = entry.expectedImage, let actual = entry.actualImage {
            html += """
                <div class="views">
                <div class="modes"><button type="button" data-mode="side" class="active">Side by side</button>\
                <button type="button" data-mode="slider">Slider</button>\
                <button type="button" data-mode="blink">Blink</button></div>
                <div class="view side">\(images.compactMap { label, path in
                    path.map { "<figure><img src=\"\(escape($0))\" alt=\"\(label)\"><figcaption>\(label)</figcaption></figure>" }
                }.joined())</div>
                <div class="view slider" hidden><div class="controls">\
                <input type="range" min="0" max="100" value="50" aria-label="slider position"> \
                <span class="hint">expected on the left, actual on the right</span></div>\
                <div class="stack"><img src="\(escape(expected))" alt="expected">\
                <img class="top" src="\(escape(actual))" alt="actual" style="clip-path: inset(0 0 0 50%)">\
                <div class="handle" style="left: 50%"></div></div></div>
                <div class="view blink" hidden><div class="controls"><span class="blink-label">actual</span></div>\
                <div class="stack"><img src="\(escape(expected))" alt="expected">\
                <img class="top" src="\(escape(actual))" alt="actual"></div></div>
                </div>

                """
        }
        if let command = entry.recordCommand, entry.status != .passed {
            html += "<p class=\"record\">Accept: <code>\(escape(command))</code></p>\n"
        }
        return html + "</section>\n"
    }

    private static func unique(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }

    /// Escapes text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#222}
        header{position:sticky;top:0;background:#26262c;color:#eee;padding:10px 16px;z-index:2}
        h1{font-size:18px;margin:0 0 4px}
        #totals{margin:0 0 6px}
        nav button,.modes button{border:1px solid #888;background:#fff;color:#222;border-radius:4px;padding:3px 10px;margin-right:4px;cursor:pointer}
        nav button.active,.modes button.active{background:#1e78ff;border-color:#1e78ff;color:#fff}
        #record-all pre{background:#111;color:#cfc;padding:8px;overflow:auto;max-height:160px}
        main{padding:12px 16px}
        .entry{background:#fff;border-radius:6px;padding:10px 14px;margin:0 0 14px;box-shadow:0 1px 3px #0002}
        .entry[hidden]{display:none}
        h2{font-size:15px;margin:0 0 4px;word-break:break-all}
        .badge{display:inline-block;font-size:11px;text-transform:uppercase;border-radius:3px;padding:1px 6px;color:#fff;vertical-align:middle}
        .badge.failed,.failed{background:#d83a34;color:#fff}.badge.new,.new{background:#1e78ff;color:#fff}
        .badge.missing,.missing{background:#b26b00;color:#fff}.badge.passed,.passed{background:#2e9e50;color:#fff}
        #totals span{padding:0 4px;border-radius:3px}
        .counts,.summary{margin:2px 0;color:#444}.summary{font-size:12px;color:#666}
        .thumbs{display:flex;gap:8px;margin:6px 0}
        .thumbs img{height:60px;max-width:160px;border:1px solid #ccc;image-rendering:pixelated;background:#eee}
        figure{margin:0;text-align:center}figcaption{font-size:11px;color:#666}
        .view.side{display:flex;gap:10px;flex-wrap:wrap}
        .view.side img{width:min(360px,30vw);border:1px solid #ccc;image-rendering:pixelated}
        .view[hidden]{display:none}
        .stack{position:relative;display:inline-block;border:1px solid #ccc;line-height:0}
        .stack img{width:min(480px,90vw);image-rendering:pixelated;display:block}
        .stack img.top{position:absolute;left:0;top:0;width:100%;height:100%}
        .handle{position:absolute;top:0;bottom:0;width:2px;background:#1e78ff;pointer-events:none}
        .controls{margin:4px 0;display:flex;align-items:center}.slider input{width:min(480px,70vw)}
        .hint,.blink-label{font-size:12px;color:#666;margin-left:6px}
        .record code{background:#f0f0f0;padding:2px 4px;word-break:break-all}
        .empty{color:#666}
        """

    private static let script = """
        (function () {
          var sections = Array.prototype.slice.call(document.querySelectorAll('section.entry'));
          var filterButtons = Array.prototype.slice.call(document.querySelectorAll('#filters button'));
          function applyFilter(filter) {
            filterButtons.forEach(function (button) {
              button.classList.toggle('active', button.getAttribute('data-filter') === filter);
            });
            sections.forEach(function (section) {
              section.hidden = !(filter === 'all' || section.getAttribute('data-status') === filter);
            });
            document.body.setAttribute('data-filter', filter);
          }
          filterButtons.forEach(function (button) {
            button.addEventListener('click', function () { applyFilter(button.getAttribute('data-filter')); });
          });
          sections.forEach(function (section) {
            var timer = null;
            var modes = Array.prototype.slice.call(section.querySelectorAll('.modes button'));
            var views = Array.prototype.slice.call(section.querySelectorAll('.view'));
            var blinkTop = section.querySelector('.view.blink img.top');
            var blinkLabel = section.querySelector('.blink-label');
            function show(mode) {
              modes.forEach(function (b) { b.classList.toggle('active', b.getAttribute('data-mode') === mode); });
              views.forEach(function (v) { v.hidden = !v.classList.contains(mode); });
              if (timer) { clearInterval(timer); timer = null; }
              if (mode === 'blink' && blinkTop) {
                timer = setInterval(function () {
                  var showActual = blinkTop.style.visibility === 'hidden';
                  blinkTop.style.visibility = showActual ? 'visible' : 'hidden';
                  if (blinkLabel) { blinkLabel.textContent = showActual ? 'actual' : 'expected'; }
                }, 600);
              }
            }
            modes.forEach(function (b) { b.addEventListener('click', function () { show(b.getAttribute('data-mode')); }); });
            var range = section.querySelector('.view.slider input[type=range]');
            var top = section.querySelector('.view.slider img.top');
            var handle = section.querySelector('.view.slider .handle');
            if (range && top && handle) {
              range.addEventListener('input', function () {
                top.style.clipPath = 'inset(0 0 0 ' + range.value + '%)';
                handle.style.left = range.value + '%';
              });
            }
          });
          applyFilter('all');
        })();
        """
}
