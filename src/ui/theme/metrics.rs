//! Named text sizes and spacing. Every view takes its numbers from here, so
//! the window keeps one typographic scale and one rhythm, and a change of
//! scale is one edit.

/// Text sizes, smallest to largest.
pub mod size {
    /// The date picker's ▼ opener.
    pub const TINY: f32 = 10.0;
    /// Hour labels, weekday initials, a block's time in the week grid.
    pub const CAPTION: f32 = 11.0;
    /// Event chips and bars, section labels, hints.
    pub const SMALL: f32 = 12.0;
    /// Secondary lines: times in lists, day numbers, small buttons.
    pub const LABEL: f32 = 13.0;
    /// Body text, buttons and fields.
    pub const BODY: f32 = 14.0;
    /// The quick-create title field.
    pub const FIELD: f32 = 15.0;
    /// The editor's title field, agenda day headings, ‹ › arrows.
    pub const LARGE: f32 = 16.0;
    /// Dialog and panel headings, the header's arrows.
    pub const HEADING: f32 = 18.0;
    /// The period's title in the header.
    pub const TITLE: f32 = 20.0;
}

/// Spacing and padding, in logical pixels.
pub mod gap {
    /// Between the rows of a dense grid.
    pub const HAIRLINE: f32 = 2.0;
    /// Between a label and its value.
    pub const TIGHT: f32 = 4.0;
    /// Between the items of a row.
    pub const SMALL: f32 = 8.0;
    /// Between the fields of a form, around a panel's content.
    pub const MEDIUM: f32 = 12.0;
    /// Between a panel's sections, around a dialog card.
    pub const LARGE: f32 = 16.0;
    /// Around a scope prompt's card, between agenda days.
    pub const XLARGE: f32 = 20.0;
    /// Beside a scrolled column, for its scrollbar to pass without
    /// covering the column's buttons.
    pub const SCROLLBAR: f32 = 10.0;
}

/// Paddings inside controls, `[vertical, horizontal]`.
pub mod pad {
    /// A button in a dialog's or toolbar's row (Cancel, Keep, Today).
    pub const BUTTON: [f32; 2] = [6.0, 12.0];
    /// The button a dialog is for (Save, Delete, Remove), a little wider.
    pub const MAIN_BUTTON: [f32; 2] = [6.0, 14.0];
}

/// Paddings of the smaller controls, by what they are.
pub mod pad_small {
    /// A ‹ › arrow of a small month, a + or × beside a list.
    pub const ARROW: [f32; 2] = [0.0, 8.0];
    /// The header's ‹ › arrows and sidebar button.
    pub const HEADER_ARROW: [f32; 2] = [2.0, 10.0];
    /// A ··· menu beside a calendar or an account.
    pub const MENU: [f32; 2] = [0.0, 6.0];
    /// A compact text button (Undo, Redo) or the date picker's ▼.
    pub const COMPACT: [f32; 2] = [6.0, 8.0];
    /// A toolbar button between compact and a dialog's.
    pub const TOOL: [f32; 2] = [6.0, 10.0];
    /// An event's bar or a "+N more" line.
    pub const CHIP: [f32; 2] = [1.0, 6.0];
    /// A text button that is a label (a zone, a day number, the title).
    pub const PILL: [f32; 2] = [2.0, 6.0];
    /// The Run / Save button a popover or transfer ends with.
    pub const WIDE: [f32; 2] = [6.0, 16.0];
    /// A row of a list (search results, agenda lines, a grid's hover).
    pub const ROW: [f32; 2] = [4.0, 8.0];
}

/// Spacings and paddings of one place each, named so that every number a
/// view draws with lives here.
pub mod spot {
    /// Around a checkbox or a pick list, for the keyboard's ring.
    pub const RING: f32 = 2.0;
    /// Each bar of the sidebar button's sign: width, height.
    pub const MENU_BAR: [f32; 2] = [16.0, 2.0];
    /// Between those bars.
    pub const MENU_BAR_GAP: f32 = 4.0;
    /// Above and below them.
    pub const MENU_SIGN: [f32; 2] = [4.0, 0.0];
    /// How thick a day's frame in the week grid is drawn; a line between
    /// hours is twice that.
    pub const HOUR_LINE: f32 = 0.5;
    /// Between the controls of a popover, a prompt or a list line.
    pub const CONTROLS: f32 = 10.0;
    /// Between the day groups of the agenda and of search results.
    pub const GROUPS: f32 = 18.0;
    /// Between the sections of the details panel.
    pub const SECTIONS: f32 = 14.0;
    /// Between closely related items: presets, a conflict's choices.
    pub const CLOSE: f32 = 6.0;
    /// Touching: the lines of a month cell.
    pub const NONE: f32 = 0.0;
    /// A button that fills its cell (a day of a small month).
    pub const FLUSH: f32 = 0.0;
    /// Inside the editor's title field.
    pub const TITLE_FIELD: f32 = 8.0;
    /// The editor's Save, its widest button.
    pub const EDITOR_SAVE: [f32; 2] = [6.0, 18.0];
    /// Either side of the editor's scrolling form.
    pub const FORM: [f32; 2] = [0.0, 12.0];
    /// A narrow numeric field (the editor's interval).
    pub const NARROW_FIELD: [f32; 2] = [4.0, 0.0];
    /// A reminder preset, and the Add beside them.
    pub const PRESET: [f32; 2] = [3.0, 8.0];
    pub const PRESET_ADD: [f32; 2] = [3.0, 10.0];
    /// A day's heading in the week grid, a line of the day panel.
    pub const LINE: [f32; 2] = [4.0, 6.0];
    /// Above and below the week's all-day lanes.
    pub const LANES: [f32; 2] = [2.0, 0.0];
    /// The week grid's hour labels.
    pub const GUTTER: [f32; 2] = [0.0, 6.0];
    /// Inside an event block of the week grid (a short one: no top).
    pub const BLOCK: [f32; 2] = [2.0, 4.0];
    pub const BLOCK_SHORT: [f32; 2] = [0.0, 4.0];
    /// The calendar list's lines, inset at the sides.
    pub const INSET: [f32; 2] = [0.0, 4.0];
    /// Between a column's events and its edges.
    pub const SIDES: [f32; 2] = [0.0, 1.0];
    /// A line of a month cell, and an event on it.
    pub const CELL_LINE: [f32; 2] = [1.0, 2.0];
    pub const CELL_EVENT: [f32; 2] = [1.0, 3.0];
    /// A segment of a row of choices (the theme).
    pub const SEGMENT: [f32; 2] = [5.0, 12.0];
    /// A short text field (a color's hex value).
    pub const SHORT_FIELD: [f32; 2] = [5.0, 8.0];
    /// Around a color swatch button.
    pub const SWATCH: f32 = 4.0;
    /// A month of the go-to grid, and the year's arrows.
    pub const MONTH_CELL: [f32; 2] = [8.0, 6.0];
    pub const YEAR_ARROW: [f32; 2] = [2.0, 12.0];
    /// Around the agenda's list.
    pub const LIST: [f32; 2] = [16.0, 24.0];
    /// Around the details panel's content.
    pub const PANEL: f32 = 16.0;
    /// Around a conflict copy's notice, and its choices.
    pub const NOTICE: f32 = 10.0;
    pub const SETTLE: [f32; 2] = [4.0, 10.0];
    /// The header's sides.
    pub const HEADER: [f32; 2] = [0.0, 12.0];
    /// Inside the toast.
    pub const TOAST: [f32; 2] = [6.0, 16.0];
    /// A tooltip's words.
    pub const TIP: [f32; 2] = [4.0, 8.0];
    /// A choice of the scope prompt.
    pub const CHOICE: [f32; 2] = [8.0, 12.0];
}
