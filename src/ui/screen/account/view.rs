//! The account dialog as drawn: the form (an address and login, or a
//! Google sign-in under way with its address to copy) in a card that
//! fits the window, and the question before an account is removed.

use super::*;
use crate::ui::widget::focus::stop;
use iced::widget::column;

impl AccountDialog {
    pub fn view<'a>(&'a self, _: &'a Context) -> Element<'a, Message> {
        if self.confirming {
            return self.confirm_view();
        }
        // The card fits the window: in a short one the form scrolls above
        // the buttons, which stay in reach.
        iced::widget::responsive(move |window| {
            self.form_view(crate::ui::widget::card_height(window.height, TALLEST))
        })
        .into()
    }

    /// The form in a card at most `height` tall.
    fn form_view<'a>(&'a self, height: f32) -> Element<'a, Message> {
        let label = |t: String| text(t).size(size::LABEL).style(theme::secondary);
        let field = |placeholder: &str, value: &'a str, id: &'static str| {
            text_input(placeholder, value)
                .id(iced::widget::Id::new(id))
                .on_submit(Message::Submit)
                .size(size::FIELD)
                .padding(crate::ui::theme::pad_small::TOOL)
        };
        let mut body = column![].spacing(gap::SMALL).width(FORM_WIDTH);
        let submit_label = match &self.mode {
            Mode::Add => {
                body = body.push(
                    text(fl!("account-add-title"))
                        .size(size::HEADING)
                        .font(theme::BOLD),
                );
                body = body.push(
                    text(fl!("account-add-intro"))
                        .size(size::LABEL)
                        .style(theme::secondary),
                );
                // Google signs in in the browser: its own form.
                body = body.push(stop(
                    action(
                        fl!("account-add-google"),
                        button::secondary,
                        self.ring.is_on(GOOGLE),
                        theme::pad::BUTTON,
                    )
                    .on_press_maybe((!self.checking).then_some(Message::Google)),
                    Target::Button(GOOGLE),
                ));
                body = body
                    .push(label(fl!("account-name")))
                    .push(
                        field(&fl!("account-name-example"), &self.name, NAME_ID)
                            .on_input(Message::Name),
                    )
                    .push(label(fl!("account-server")))
                    .push(
                        field("https://dav.example.com", &self.url, URL_ID).on_input(Message::Url),
                    )
                    .push(label(fl!("account-user")))
                    .push(field("", &self.user, USER_ID).on_input(Message::User))
                    .push(label(fl!("account-password")))
                    .push(
                        field("", self.password.expose(), PASSWORD_ID)
                            .secure(true)
                            .on_input(|t| Message::Password(Secret::new(t))),
                    )
                    .push(label(fl!("account-password-command-field")))
                    .push(
                        field(COMMAND_EXAMPLE, &self.command, COMMAND_ID)
                            .on_input(Message::Command),
                    )
                    .push(label(fl!("account-ca-optional")))
                    .push(
                        field(&fl!("account-ca-example"), &self.ca_file, CA_ID)
                            .on_input(Message::CaFile),
                    );
                fl!("action-add")
            }
            Mode::Google => {
                body = body
                    .push(
                        text(fl!("account-google-title"))
                            .size(size::HEADING)
                            .font(theme::BOLD),
                    )
                    .push(
                        text(fl!("account-google-intro"))
                            .size(size::LABEL)
                            .style(theme::secondary),
                    )
                    .push(label(fl!("account-name")))
                    .push(
                        field(&fl!("account-name-example"), &self.name, NAME_ID)
                            .on_input(Message::Name),
                    )
                    .push(label(fl!("account-google-address")))
                    .push(field("you@gmail.com", &self.user, USER_ID).on_input(Message::User));
                if !google::has_built_in_client() {
                    body = body
                        .push(
                            text(fl!("account-google-own-client"))
                                .size(size::LABEL)
                                .style(theme::secondary),
                        )
                        .push(label(fl!("account-client-id")))
                        .push(
                            field("…apps.googleusercontent.com", &self.client_id, CLIENT_ID)
                                .on_input(Message::ClientId),
                        )
                        .push(label(fl!("account-client-secret")))
                        .push(
                            field("", self.client_secret.expose(), CLIENT_SECRET_ID)
                                .secure(true)
                                .on_input(|t| Message::ClientSecret(Secret::new(t))),
                        );
                }
                fl!("account-sign-in")
            }
            Mode::Subscribe => {
                body = body.push(
                    text(fl!("account-subscribe-title"))
                        .size(size::HEADING)
                        .font(theme::BOLD),
                );
                body = body.push(
                    text(fl!("account-subscribe-intro"))
                        .size(size::LABEL)
                        .style(theme::secondary),
                );
                body = body
                    .push(label(fl!("account-name")))
                    .push(
                        field(&fl!("account-feed-name-example"), &self.name, NAME_ID)
                            .on_input(Message::Name),
                    )
                    .push(label(fl!("account-feed-address")))
                    .push(
                        field(&fl!("account-feed-address-example"), &self.url, URL_ID)
                            .on_input(Message::Url),
                    );
                fl!("account-subscribe")
            }
            Mode::Manage(m) => {
                body = body
                    .push(text(m.name.clone()).size(size::HEADING).font(theme::BOLD))
                    .push(
                        text(fl!(
                            "account-url-as-user",
                            url = m.url.as_str(),
                            user = m.user.as_str()
                        ))
                        .size(size::BODY),
                    )
                    .push(label(fl!("account-calendars-here", count = m.calendars)));
                if let Some(server) = &m.identity {
                    let addresses: Vec<&str> = server.addresses.iter().map(|a| a.shown()).collect();
                    let addresses = addresses.join(", ");
                    body = body.push(label(match (addresses.is_empty(), server.scheduling) {
                        (true, _) => fl!("cli-account-no-addresses"),
                        (false, true) => fl!("cli-account-addresses", addresses = addresses),
                        (false, false) => {
                            fl!("cli-account-addresses-no-scheduling", addresses = addresses)
                        }
                    }));
                }
                if let Some((trouble, detail)) = &m.trouble {
                    body = body.push(
                        text(in_words(*trouble, detail))
                            .size(size::BODY)
                            .style(theme::error),
                    );
                }
                if m.oauth {
                    body = body.push(label(fl!("account-signs-in-browser")));
                } else if m.password_command {
                    body = body.push(label(fl!("account-password-command")));
                } else {
                    body = body.push(label(fl!("account-new-password"))).push(
                        field("", self.password.expose(), PASSWORD_ID)
                            .secure(true)
                            .on_input(|t| Message::Password(Secret::new(t))),
                    );
                }
                if m.oauth {
                    fl!("account-fix-sign-in")
                } else {
                    body = body.push(label(fl!("account-ca-pem"))).push(
                        field(&fl!("account-ca-example"), &self.ca_file, CA_ID)
                            .on_input(Message::CaFile),
                    );
                    fl!("action-save")
                }
            }
        };
        if self.checking {
            let waiting = match &self.mode {
                Mode::Google => fl!("account-waiting-browser"),
                Mode::Manage(m) if m.oauth => fl!("account-waiting-browser"),
                _ => fl!("account-checking"),
            };
            body = body.push(text(waiting).size(size::LABEL).style(theme::secondary));
            if let Some(lines) = self.browser_lines() {
                body = body.push(lines);
            }
        }
        if let Some(e) = &self.error {
            body = body.push(text(e.clone()).size(size::LABEL).style(theme::error));
        }
        let remove = matches!(self.mode, Mode::Manage(_)).then(|| {
            action(
                fl!("account-remove-account"),
                button::danger,
                self.ring.is_on(REMOVE),
                theme::pad::BUTTON,
            )
            .on_press(Message::AskRemove)
        });
        let submit = main(submit_label, self.ring.is_on(SUBMIT))
            .on_press_maybe((!self.checking).then_some(Message::Submit));
        let actions = closing(
            remove.map(|r| stop(r, Target::Button(REMOVE))),
            cancel(&self.ring, Message::Cancel),
            Some(stop(submit, Target::Button(SUBMIT))),
        );
        let body = body.padding(crate::ui::theme::spot::FORM);
        let width = FORM_WIDTH + 2.0 * (gap::LARGE + crate::ui::theme::spot::FORM[1]);
        dialog(scope(
            crate::ui::widget::form_card(body, actions, width, height),
            self.order(),
            self.ring.current(),
            Message::Ring,
        ))
    }

    fn confirm_view(&self) -> Element<'_, Message> {
        let Mode::Manage(m) = &self.mode else {
            return space().into();
        };
        let body = confirm(Confirm {
            question: fl!("account-remove-question", name = m.name.as_str()),
            explained: fl!("account-remove-explained"),
            keep: (fl!("account-keep"), self.ring.is_on(KEEP), Message::KeepIt),
            confirm: (
                fl!("action-remove"),
                self.ring.is_on(CONFIRM),
                Message::Remove,
            ),
            width: 400.0,
            stops: [Target::Button(KEEP), Target::Button(CONFIRM)],
        });
        dialog(scope(
            card(body).padding(gap::XLARGE),
            self.order(),
            self.ring.current(),
            Message::Ring,
        ))
    }
}
