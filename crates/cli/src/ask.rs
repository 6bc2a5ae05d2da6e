//! Questions on a terminal for what a command was not given (`case new` without `--name`,
//! `--currency`, ...): each asked on standard error with its default, the answer read from
//! standard input and checked as the flag would be, asked again with why when it does not
//! read. Off a terminal nothing is asked: a flag a script left out is an error naming it.

use std::io::{BufRead, Write};
use std::str::FromStr;

use gpucase_app::AppError;
use gpucase_core::problem::Problem;
use gpucase_l10n::{Args, Localizer};

use crate::lang::say;

/// How many answers that do not read are taken before giving up.
const TRIES: usize = 5;

/// A terminal to ask on, or none.
pub struct Asker<'a> {
    l10n: &'a Localizer,
    /// Where answers come from and questions go; `None` off a terminal.
    terminal: Option<(Box<dyn BufRead + 'a>, Box<dyn Write + 'a>)>,
}

impl<'a> Asker<'a> {
    /// Asks on the process's terminal when standard input and standard error are one.
    pub fn terminal(l10n: &'a Localizer) -> Self {
        use std::io::IsTerminal as _;
        let on_terminal = std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
        Self {
            l10n,
            terminal: on_terminal.then(|| {
                (
                    Box::new(std::io::stdin().lock()) as Box<dyn BufRead>,
                    Box::new(std::io::stderr()) as Box<dyn Write>,
                )
            }),
        }
    }

    /// `given` when a flag gave it; else, on a terminal, the answer to question `question`
    /// (a message id of cli.ftl), `default` when the answer is empty; off a terminal
    /// `default`, or an error naming `flag` where there is none.
    pub fn value<T>(
        &mut self,
        given: Option<T>,
        flag: &str,
        question: &str,
        default: Option<T>,
    ) -> Result<T, AppError>
    where
        T: FromStr + ToString,
        T::Err: std::fmt::Display,
    {
        if let Some(v) = given {
            return Ok(v);
        }
        let needed = || {
            AppError::Refused(Problem::FlagNeeded {
                flag: flag.to_owned(),
            })
        };
        let Some((input, output)) = self.terminal.as_mut() else {
            return default.ok_or_else(needed);
        };
        let shown = default.as_ref().map(ToString::to_string);
        let prompt = match &shown {
            Some(d) => say(
                self.l10n,
                "cli-ask-with-default",
                Args::new()
                    .str("question", say(self.l10n, question, Args::new()))
                    .str("default", d.clone()),
            ),
            None => say(
                self.l10n,
                "cli-ask",
                Args::new().str("question", say(self.l10n, question, Args::new())),
            ),
        };
        let io = |e: std::io::Error| AppError::Io {
            path: "-".into(),
            source: e,
        };
        for _ in 0..TRIES {
            write!(output, "{prompt} ").map_err(io)?;
            output.flush().map_err(io)?;
            let mut line = String::new();
            if input.read_line(&mut line).map_err(io)? == 0 {
                // The terminal closed (Ctrl-D): as off a terminal.
                writeln!(output).map_err(io)?;
                return default.ok_or_else(needed);
            }
            let answer = line.trim();
            if answer.is_empty() {
                if default.is_some() {
                    return default.ok_or_else(needed);
                }
                continue;
            }
            match answer.parse::<T>() {
                Ok(v) => return Ok(v),
                Err(e) => writeln!(
                    output,
                    "{}",
                    say(
                        self.l10n,
                        "cli-ask-again",
                        Args::new().str("problem", e.to_string())
                    )
                )
                .map_err(io)?,
            }
        }
        Err(needed())
    }
}
