/// SF Symbol names mapped onto the bundled open-licensed icon font (Material Design Icons
/// 1.6.50, `Fonts/Symbols/`): the code point of the glyph that stands in for each symbol.
///
/// SF Symbols are Apple's and cannot ship; Material Design Icons can (font under the SIL OFL 1.1,
/// icons under CC BY 4.0, see `Fonts/Symbols/LICENSE-MaterialDesignIcons.txt`). It was chosen
/// over Google's Material Icons font because it has outline *and* filled forms of most icons
/// (`heart-outline` / `heart`, `star-outline` / `star`), which is how SF Symbols pair `heart`
/// with `heart.fill`. Where the set has only one form, both SF names share it.
///
/// The table covers the symbols apps use most (navigation chevrons and arrows, editing, media,
/// people, communication, weather, devices); a name not in it draws a placeholder and is
/// reported as ``RenderIssue/symbolUnavailable(name:reason:)``.
enum SystemSymbolTable {
    /// The icon font's code point for an SF Symbol name, or nil when the table has no stand-in.
    static func codePoint(for name: String) -> UInt32? { codePoints[name] }

    /// Every SF Symbol name the table maps, sorted.
    static var names: [String] { codePoints.keys.sorted() }

    // Generated from the font's published name list; the comment names the icon.
    private static let codePoints: [String: UInt32] = [
        "photo": 0xF2E9, // image
        "photo.fill": 0xF2E9, // image
        "photo.on.rectangle": 0xF2F9, // image-multiple
        "camera": 0xF100, // camera
        "camera.fill": 0xF100, // camera
        "video": 0xF567, // video
        "video.fill": 0xF567, // video
        "mic": 0xF36C, // microphone
        "mic.fill": 0xF36C, // microphone
        "mic.slash": 0xF36D, // microphone-off
        "calendar": 0xF0ED, // calendar
        "calendar.badge.plus": 0xF0F3, // calendar-plus
        "clock": 0xF150, // clock
        "clock.fill": 0xF150, // clock
        "alarm": 0xF020, // alarm
        "timer": 0xF51B, // timer
        "list.dash": 0xF279, // format-list-bulleted
        "list.bullet": 0xF279, // format-list-bulleted
        "list.number": 0xF27B, // format-list-numbers
        "line.3.horizontal": 0xF35C, // menu
        "line.horizontal.3": 0xF35C, // menu
        "line.3.horizontal.decrease": 0xF236, // filter-variant
        "square.grid.2x2": 0xF570, // view-grid
        "square.grid.2x2.fill": 0xF570, // view-grid
        "square.grid.3x3": 0xF03B, // apps
        "rectangle.grid.1x2": 0xF56A, // view-agenda
        "chevron.left": 0xF141, // chevron-left
        "chevron.right": 0xF142, // chevron-right
        "chevron.up": 0xF143, // chevron-up
        "chevron.down": 0xF140, // chevron-down
        "chevron.backward": 0xF141, // chevron-left
        "chevron.forward": 0xF142, // chevron-right
        "arrow.left": 0xF04D, // arrow-left
        "arrow.right": 0xF054, // arrow-right
        "arrow.up": 0xF05D, // arrow-up
        "arrow.down": 0xF045, // arrow-down
        "arrow.backward": 0xF04D, // arrow-left
        "arrow.forward": 0xF054, // arrow-right
        "arrow.clockwise": 0xF450, // refresh
        "arrow.counterclockwise": 0xF54C, // undo
        "arrow.uturn.backward": 0xF54C, // undo
        "arrow.uturn.forward": 0xF44E, // redo
        "arrow.triangle.2.circlepath": 0xF4E6, // sync
        "arrow.up.arrow.down": 0xF4E2, // swap-vertical
        "arrow.left.arrow.right": 0xF4E1, // swap-horizontal
        "arrow.up.right": 0xF3CC, // open-in-new
        "arrow.down.circle": 0xF048, // arrow-down-bold-circle-outline
        "arrow.up.circle": 0xF060, // arrow-up-bold-circle-outline
        "arrow.up.circle.fill": 0xF05F, // arrow-up-bold-circle
        "arrow.down.circle.fill": 0xF047, // arrow-down-bold-circle
        "arrow.down.to.line": 0xF1DA, // download
        "arrow.down.to.line.alt": 0xF1DA, // download
        "square.and.arrow.up": 0xF207, // export
        "square.and.arrow.down": 0xF2FA, // import
        "square.and.arrow.up.fill": 0xF207, // export
        "star": 0xF4D2, // star-outline
        "star.fill": 0xF4CE, // star
        "star.leadinghalf.filled": 0xF4D0, // star-half
        "heart": 0xF2D5, // heart-outline
        "heart.fill": 0xF2D1, // heart
        "heart.circle": 0xF2D3, // heart-box-outline
        "person": 0xF013, // account-outline
        "person.fill": 0xF004, // account
        "person.circle": 0xF009, // account-circle
        "person.circle.fill": 0xF009, // account-circle
        "person.crop.circle": 0xF009, // account-circle
        "person.crop.circle.fill": 0xF009, // account-circle
        "person.2": 0xF00F, // account-multiple-outline
        "person.2.fill": 0xF00E, // account-multiple
        "person.3": 0xF00F, // account-multiple-outline
        "person.badge.plus": 0xF014, // account-plus
        "person.crop.square": 0xF007, // account-box-outline
        "gear": 0xF493, // settings
        "gearshape": 0xF493, // settings
        "gearshape.fill": 0xF493, // settings
        "slider.horizontal.3": 0xF62E, // tune
        "wrench": 0xF5B7, // wrench
        "plus": 0xF415, // plus
        "plus.circle": 0xF419, // plus-circle-outline
        "plus.circle.fill": 0xF417, // plus-circle
        "plus.square": 0xF416, // plus-box
        "minus": 0xF374, // minus
        "minus.circle": 0xF377, // minus-circle-outline
        "minus.circle.fill": 0xF376, // minus-circle
        "xmark": 0xF156, // close
        "xmark.circle": 0xF15A, // close-circle-outline
        "xmark.circle.fill": 0xF159, // close-circle
        "xmark.octagon": 0xF15D, // close-octagon-outline
        "checkmark": 0xF12C, // check
        "checkmark.circle": 0xF134, // checkbox-marked-circle-outline
        "checkmark.circle.fill": 0xF133, // checkbox-marked-circle
        "checkmark.square": 0xF135, // checkbox-marked-outline
        "checkmark.square.fill": 0xF132, // checkbox-marked
        "checkmark.seal": 0xF5E0, // check-circle
        "square": 0xF131, // checkbox-blank-outline
        "square.fill": 0xF12E, // checkbox-blank
        "circle": 0xF130, // checkbox-blank-circle-outline
        "circle.fill": 0xF12F, // checkbox-blank-circle
        "magnifyingglass": 0xF349, // magnify
        "magnifyingglass.circle": 0xF349, // magnify
        "plus.magnifyingglass": 0xF34B, // magnify-plus
        "minus.magnifyingglass": 0xF34A, // magnify-minus
        "house": 0xF2DC, // home
        "house.fill": 0xF2DC, // home
        "building.2": 0xF1D7, // domain
        "building.columns": 0xF070, // bank
        "bell": 0xF09C, // bell-outline
        "bell.fill": 0xF09A, // bell
        "bell.slash": 0xF09B, // bell-off
        "bell.badge": 0xF09F, // bell-ring-outline
        "envelope": 0xF1F0, // email-outline
        "envelope.fill": 0xF1EE, // email
        "envelope.open": 0xF5EF, // email-open-outline
        "paperplane": 0xF48A, // send
        "paperplane.fill": 0xF48A, // send
        "message": 0xF365, // message-outline
        "message.fill": 0xF361, // message
        "bubble.left": 0xF365, // message-outline
        "bubble.left.fill": 0xF361, // message
        "bubble.right": 0xF367, // message-reply
        "bubble.left.and.bubble.right": 0xF28C, // forum
        "phone": 0xF3F2, // phone
        "phone.fill": 0xF3F2, // phone
        "bookmark": 0xF0C3, // bookmark-outline
        "bookmark.fill": 0xF0C0, // bookmark
        "book": 0xF0BE, // book-open-variant
        "book.fill": 0xF0BD, // book-open
        "books.vertical": 0xF332, // library-books
        "newspaper": 0xF395, // newspaper
        "doc": 0xF224, // file-outline
        "doc.fill": 0xF214, // file
        "doc.text": 0xF21A, // file-document-box
        "doc.on.doc": 0xF18F, // content-copy
        "doc.on.clipboard": 0xF192, // content-paste
        "folder": 0xF256, // folder-outline
        "folder.fill": 0xF24B, // folder
        "folder.badge.plus": 0xF257, // folder-plus
        "tray": 0xF2FB, // inbox
        "tray.fill": 0xF2FB, // inbox
        "archivebox": 0xF03C, // archive
        "trash": 0xF1C0, // delete
        "trash.fill": 0xF1C0, // delete
        "pencil": 0xF3EB, // pencil
        "square.and.pencil": 0xF3ED, // pencil-box-outline
        "scissors": 0xF190, // content-cut
        "paperclip": 0xF3E2, // paperclip
        "link": 0xF339, // link-variant
        "lock": 0xF341, // lock-outline
        "lock.fill": 0xF33E, // lock
        "lock.open": 0xF340, // lock-open-outline
        "lock.open.fill": 0xF33F, // lock-open
        "key": 0xF306, // key
        "eye": 0xF208, // eye
        "eye.fill": 0xF208, // eye
        "eye.slash": 0xF209, // eye-off
        "info.circle": 0xF2FD, // information-outline
        "info.circle.fill": 0xF2FC, // information
        "exclamationmark.triangle": 0xF02A, // alert-outline
        "exclamationmark.triangle.fill": 0xF026, // alert
        "exclamationmark.circle": 0xF5D6, // alert-circle-outline
        "exclamationmark.circle.fill": 0xF028, // alert-circle
        "questionmark.circle": 0xF625, // help-circle-outline
        "questionmark.circle.fill": 0xF2D7, // help-circle
        "flag": 0xF23D, // flag-outline
        "flag.fill": 0xF23B, // flag
        "tag": 0xF4FC, // tag-outline
        "tag.fill": 0xF4F9, // tag
        "cart": 0xF111, // cart-outline
        "cart.fill": 0xF110, // cart
        "bag": 0xF49A, // shopping
        "creditcard": 0xF19B, // credit-card
        "gift": 0xF2A1, // gift
        "map": 0xF34D, // map
        "map.fill": 0xF34D, // map
        "mappin": 0xF34E, // map-marker
        "mappin.circle": 0xF34F, // map-marker-circle
        "mappin.and.ellipse": 0xF352, // map-marker-radius
        "location": 0xF390, // navigation
        "location.fill": 0xF390, // navigation
        "globe": 0xF1E7, // earth
        "network": 0xF59F, // web
        "wifi": 0xF5A9, // wifi
        "antenna.radiowaves.left.and.right": 0xF002, // access-point
        "airplane": 0xF01D, // airplane
        "car": 0xF10B, // car
        "car.fill": 0xF10B, // car
        "bus": 0xF0E7, // bus
        "tram": 0xF52C, // train
        "bicycle": 0xF0A3, // bike
        "figure.walk": 0xF583, // walk
        "cloud": 0xF163, // cloud-outline
        "cloud.fill": 0xF15F, // cloud
        "cloud.rain": 0xF597, // weather-rainy
        "cloud.sun": 0xF595, // weather-partlycloudy
        "cloud.bolt": 0xF593, // weather-lightning
        "snow": 0xF598, // weather-snowy
        "sun.max": 0xF599, // weather-sunny
        "sun.max.fill": 0xF599, // weather-sunny
        "moon": 0xF594, // weather-night
        "moon.fill": 0xF594, // weather-night
        "moon.stars": 0xF594, // weather-night
        "bolt": 0xF241, // flash
        "bolt.fill": 0xF241, // flash
        "flame": 0xF238, // fire
        "flame.fill": 0xF238, // fire
        "drop": 0xF58C, // water
        "leaf": 0xF32A, // leaf
        "figure.run": 0xF46E, // run
        "pawprint": 0xF3E9, // paw
        "play": 0xF40A, // play
        "play.fill": 0xF40A, // play
        "play.circle": 0xF40D, // play-circle-outline
        "play.circle.fill": 0xF40C, // play-circle
        "pause": 0xF3E4, // pause
        "pause.fill": 0xF3E4, // pause
        "pause.circle": 0xF3E6, // pause-circle-outline
        "stop": 0xF4DB, // stop
        "stop.fill": 0xF4DB, // stop
        "forward.fill": 0xF211, // fast-forward
        "backward.fill": 0xF45F, // rewind
        "forward.end.fill": 0xF4AD, // skip-next
        "backward.end.fill": 0xF4AE, // skip-previous
        "shuffle": 0xF49F, // shuffle-variant
        "repeat": 0xF456, // repeat
        "speaker.wave.2": 0xF57E, // volume-high
        "speaker.wave.2.fill": 0xF57E, // volume-high
        "speaker.slash": 0xF581, // volume-off
        "speaker.slash.fill": 0xF581, // volume-off
        "music.note": 0xF387, // music-note
        "music.note.list": 0xF411, // playlist-play
        "headphones": 0xF2CB, // headphones
        "tv": 0xF502, // television
        "desktopcomputer": 0xF1C4, // desktop-mac
        "laptopcomputer": 0xF322, // laptop
        "iphone": 0xF120, // cellphone-iphone
        "ipad": 0xF4F8, // tablet-ipad
        "applewatch": 0xF589, // watch
        "printer": 0xF42A, // printer
        "keyboard": 0xF30C, // keyboard
        "gamecontroller": 0xF297, // gamepad-variant
        "battery.100": 0xF079, // battery
        "battery.25": 0xF07B, // battery-20
        "power": 0xF425, // power
        "ellipsis": 0xF1D8, // dots-horizontal
        "ellipsis.circle": 0xF1D8, // dots-horizontal
        "ellipsis.vertical": 0xF1D9, // dots-vertical
        "square.and.arrow.up.on.square": 0xF497, // share-variant
        "square.on.square": 0xF191, // content-duplicate
        "rectangle.portrait.and.arrow.right": 0xF343, // logout
        "arrow.right.square": 0xF342, // login
        "qrcode": 0xF432, // qrcode
        "barcode": 0xF071, // barcode
        "hand.thumbsup": 0xF514, // thumb-up-outline
        "hand.thumbsup.fill": 0xF513, // thumb-up
        "hand.thumbsdown": 0xF512, // thumb-down-outline
        "hand.thumbsdown.fill": 0xF511, // thumb-down
        "hand.raised": 0xF2C7, // hand-pointing-right
        "face.smiling": 0xF1F5, // emoticon-happy
        "crown": 0xF1A5, // crown
        "trophy": 0xF53A, // trophy-outline
        "trophy.fill": 0xF538, // trophy
        "rosette": 0xF47A, // seal
        "graduationcap": 0xF474, // school
        "briefcase": 0xF0D6, // briefcase
        "briefcase.fill": 0xF0D6, // briefcase
        "chart.bar": 0xF128, // chart-bar
        "chart.bar.fill": 0xF128, // chart-bar
        "chart.pie": 0xF12B, // chart-pie
        "chart.line.uptrend.xyaxis": 0xF12A, // chart-line
        "dollarsign.circle": 0xF1B3, // currency-usd
        "number": 0xF423, // pound
        "textformat": 0xF284, // format-text
        "bold": 0xF264, // format-bold
        "italic": 0xF277, // format-italic
        "underline": 0xF287, // format-underline
        "text.alignleft": 0xF262, // format-align-left
        "text.aligncenter": 0xF260, // format-align-center
        "text.alignright": 0xF263, // format-align-right
        "paintbrush": 0xF0E3, // brush
        "paintpalette": 0xF3D8, // palette
        "wand.and.stars": 0xF068, // auto-fix
        "sparkles": 0xF068, // auto-fix
        "lightbulb": 0xF336, // lightbulb-outline
        "lightbulb.fill": 0xF335, // lightbulb
        "cube": 0xF1A7, // cube-outline
        "shippingbox": 0xF3D6, // package-variant
        "soccerball": 0xF4B8, // soccer
        "film": 0xF230, // filmstrip
        "ticket": 0xF516, // ticket
        "line.3.horizontal.decrease.circle": 0xF233, // filter-outline
        "arrow.up.and.down.and.arrow.left.and.right": 0xF041, // arrow-all
        "arrow.up.left.and.arrow.down.right": 0xF616, // arrow-expand
        "arrow.down.right.and.arrow.up.left": 0xF615, // arrow-compress
        "rectangle.stack": 0xF328, // layers
        "square.stack.3d.up": 0xF328, // layers
        "externaldrive": 0xF2CA, // harddisk
        "server.rack": 0xF48B, // server
        "cpu": 0xF61A, // chip
        "cross.case": 0xF2E0, // hospital
        "heart.text.square": 0xF5F6, // heart-pulse
        "stethoscope": 0xF4D9, // stethoscope
        "pills": 0xF402, // pill
        "globe.americas": 0xF1E7, // earth
        "sun.min": 0xF5A8, // white-balance-sunny
        "thermometer": 0xF50F, // thermometer
        "umbrella": 0xF54A, // umbrella
        // Digits 0–9 in a box; SF's circled digits have no circled stand-in in the set, so
        // they share the boxed ones (a digit in an outline, not the unknown-symbol box).
        "0.square": 0xF3A3, // numeric-0-box-outline
        "0.square.fill": 0xF3A1, // numeric-0-box
        "0.circle": 0xF3A3, // numeric-0-box-outline (the set has no circled digits)
        "0.circle.fill": 0xF3A1, // numeric-0-box (the set has no circled digits)
        "1.square": 0xF3A6, // numeric-1-box-outline
        "1.square.fill": 0xF3A4, // numeric-1-box
        "1.circle": 0xF3A6, // numeric-1-box-outline (the set has no circled digits)
        "1.circle.fill": 0xF3A4, // numeric-1-box (the set has no circled digits)
        "2.square": 0xF3A9, // numeric-2-box-outline
        "2.square.fill": 0xF3A7, // numeric-2-box
        "2.circle": 0xF3A9, // numeric-2-box-outline (the set has no circled digits)
        "2.circle.fill": 0xF3A7, // numeric-2-box (the set has no circled digits)
        "3.square": 0xF3AC, // numeric-3-box-outline
        "3.square.fill": 0xF3AA, // numeric-3-box
        "3.circle": 0xF3AC, // numeric-3-box-outline (the set has no circled digits)
        "3.circle.fill": 0xF3AA, // numeric-3-box (the set has no circled digits)
        "4.square": 0xF3AF, // numeric-4-box-outline
        "4.square.fill": 0xF3AD, // numeric-4-box
        "4.circle": 0xF3AF, // numeric-4-box-outline (the set has no circled digits)
        "4.circle.fill": 0xF3AD, // numeric-4-box (the set has no circled digits)
        "5.square": 0xF3B2, // numeric-5-box-outline
        "5.square.fill": 0xF3B0, // numeric-5-box
        "5.circle": 0xF3B2, // numeric-5-box-outline (the set has no circled digits)
        "5.circle.fill": 0xF3B0, // numeric-5-box (the set has no circled digits)
        "6.square": 0xF3B5, // numeric-6-box-outline
        "6.square.fill": 0xF3B3, // numeric-6-box
        "6.circle": 0xF3B5, // numeric-6-box-outline (the set has no circled digits)
        "6.circle.fill": 0xF3B3, // numeric-6-box (the set has no circled digits)
        "7.square": 0xF3B8, // numeric-7-box-outline
        "7.square.fill": 0xF3B6, // numeric-7-box
        "7.circle": 0xF3B8, // numeric-7-box-outline (the set has no circled digits)
        "7.circle.fill": 0xF3B6, // numeric-7-box (the set has no circled digits)
        "8.square": 0xF3BB, // numeric-8-box-outline
        "8.square.fill": 0xF3B9, // numeric-8-box
        "8.circle": 0xF3BB, // numeric-8-box-outline (the set has no circled digits)
        "8.circle.fill": 0xF3B9, // numeric-8-box (the set has no circled digits)
        "9.square": 0xF3BE, // numeric-9-box-outline
        "9.square.fill": 0xF3BC, // numeric-9-box
        "9.circle": 0xF3BE, // numeric-9-box-outline (the set has no circled digits)
        "9.circle.fill": 0xF3BC, // numeric-9-box (the set has no circled digits)
    ]
}
