/**
 * What each route takes and answers, by its route key: the JSON body it reads (`never`: none) and
 * its 2xx answer. The web's client (web/src/lib/api-client.ts) types every call from this map, so a
 * fetcher cannot declare an answer or send a body its route does not have. Types only: nothing here
 * reaches a bundle.
 */
import type {
  ChangeStateInput,
  ChangeStateResponse,
  ClearMailMarkInput,
  CheckAccessResponse,
  CheckAdminResponse,
  CheckAuthResponse,
  CreateUserResponse,
  LoginInput,
  LoginResponse,
  OtpInput,
  PendingRegistrationStatus,
  RegistrationInput,
  ResendOtpResponse,
  ToggleAccessInput,
  ToggleAccessResponse,
  UserCounts,
  UsersPage,
} from './accounts';
import type { ClassInput, ClassView } from './classes';
import type { ForgotPasswordInput, ResetPasswordInput } from './password-reset';
import type { MessageResponse } from './common';
import type { ContactRequest, MessagesPage, ReadStateResponse, ReplyInput } from './contact';
import type { ExamCreatedResponse, ExamInput, ExamView } from './exams';
import type {
  CreatePlanInput,
  FeePlanView,
  FeeReport,
  FindSlipsResponse,
  MySlipsResponse,
  PaymentApprovedResponse,
  PendingSlipsResponse,
  PlanCreatedResponse,
  RecordCashInput,
  RejectSlipInput,
  SlipContentType,
  SlipSubmittedResponse,
  SubmitSlipInput,
} from './fees';
import type { LanguageInput, LanguageResponse } from './language';
import type { LiveAnswerInput, PracticeAnswerInput, QuizImageUploadInput, QuizInput } from './quiz';
import type {
  HostStateResponse,
  LiveStateResponse,
  PracticeAnswerResponse,
  PracticeQuizResponse,
  QuizAnswersResponse,
  QuizCreatedResponse,
  QuizDetail,
  QuizHistoryResponse,
  QuizImageUploadResponse,
  QuizResultsResponse,
  QuizSummary,
} from './quiz-live';
import type { SlideCreatedResponse, SlidesResponse } from './slides';
import type {
  MakeStreamsResponse,
  RetryStreamInput,
  RetryStreamResponse,
  StreamFallbackInput,
  StreamFallbackResponse,
} from './streams';
import type {
  CompleteFileInput,
  CompleteFileResponse,
  DeleteFileInput,
  PutFileInput,
  SignedTuteUpload,
  TutePage,
} from './tutes';
import type {
  CompleteVideoInput,
  CompleteVideoResponse,
  DeleteVideoInput,
  FinishedPart,
  MultipartAbortInput,
  MultipartCompleteInput,
  MultipartCompleteResponse,
  MultipartPartInput,
  MultipartSignInput,
  MultipartSignResponse,
  MultipartStartInput,
  MultipartStartResponse,
  PutThumbnailInput,
  PutVideoInput,
  SignedDelete,
  SignedUpload,
} from './uploads';
import type {
  CommentCreatedResponse,
  CommentInput,
  LikeInput,
  LikeResponse,
  ProgressResponse,
  ProgressInput,
  StreamAccess,
  VideoMetaView,
  VideoPage,
} from './videos';

/** A multipart/form-data body (a browser's FormData), which the route reads itself. */
export interface FormBody {
  readonly multipart: true;
}

/** One route: the body it reads and its answer. */
interface Route<Response, Body = never> {
  body: Body;
  response: Response;
}

export interface ApiRoutes {
  // user
  'POST /api/user/createUser': Route<CreateUserResponse, RegistrationInput>;
  'POST /api/user/verifyUser': Route<MessageResponse, OtpInput>;
  'POST /api/user/resendOtp': Route<ResendOtpResponse>;
  'GET /api/user/pendingRegistration': Route<PendingRegistrationStatus>;
  'POST /api/user/login': Route<LoginResponse, LoginInput>;
  'POST /api/user/logout': Route<MessageResponse>;
  /** Always 200 with the same message, whether or not an account uses the email. */
  'POST /api/user/forgotPassword': Route<MessageResponse, ForgotPasswordInput>;
  'POST /api/user/resetPassword': Route<MessageResponse, ResetPasswordInput>;
  'GET /api/user/check-auth': Route<CheckAuthResponse>;
  'POST /api/user/language': Route<LanguageResponse, LanguageInput>;
  'GET /api/user/check-access': Route<CheckAccessResponse>;
  'GET /api/user/check-admin': Route<CheckAdminResponse>;
  'GET /api/user/getAllUsers': Route<UsersPage>;
  'PUT /api/user/changeState': Route<ChangeStateResponse, ChangeStateInput>;
  'PUT /api/user/toggleAccess': Route<ToggleAccessResponse, ToggleAccessInput>;
  'PUT /api/user/clearMailMark': Route<MessageResponse, ClearMailMarkInput>;
  'DELETE /api/user/deleteUser/{id}': Route<MessageResponse>;
  'GET /api/user/user-counts': Route<UserCounts>;
  /** The names of the cookies the request carried (never their values). */
  'GET /debug-cookies': Route<{ cookies: string[] }>;
  // media (/api/aws)
  'GET /api/aws/getVideos/{folder}': Route<VideoPage>;
  'GET /api/aws/getTheoryVideos/{year}': Route<VideoPage>;
  'GET /api/aws/getRevisionVideos/{year}': Route<VideoPage>;
  'GET /api/aws/getPracticalVideos/{year}': Route<VideoPage>;
  'GET /api/aws/getPaperVideos/{year}': Route<VideoPage>;
  'GET /api/aws/getPastPaperMarking/{category}': Route<TutePage>;
  'GET /api/aws/streamAccess/{folder}': Route<StreamAccess>;
  'POST /api/aws/streamFallback/{folder}': Route<StreamFallbackResponse, StreamFallbackInput>;
  'PUT /api/aws/putVideo/{folder}': Route<SignedUpload, PutVideoInput>;
  'PUT /api/aws/putThumbnail/{folder}': Route<SignedUpload, PutThumbnailInput>;
  'POST /api/aws/completeVideo/{folder}': Route<CompleteVideoResponse, CompleteVideoInput>;
  'POST /api/aws/multipart/start/{folder}': Route<MultipartStartResponse, MultipartStartInput>;
  'POST /api/aws/multipart/sign/{folder}': Route<MultipartSignResponse, MultipartSignInput>;
  'PUT /api/aws/multipart/part/{folder}': Route<FinishedPart, MultipartPartInput>;
  'POST /api/aws/multipart/complete/{folder}': Route<MultipartCompleteResponse, MultipartCompleteInput>;
  'DELETE /api/aws/multipart/abort/{folder}': Route<MessageResponse, MultipartAbortInput>;
  'PUT /api/aws/putFile/{folder}': Route<SignedTuteUpload, PutFileInput>;
  'POST /api/aws/completeFile/{folder}': Route<CompleteFileResponse, CompleteFileInput>;
  'DELETE /api/aws/deleteFile/{folder}': Route<SignedDelete, DeleteFileInput>;
  'DELETE /api/aws/deleteVideo/{folder}': Route<SignedDelete, DeleteVideoInput>;
  'POST /api/aws/retryStream/{folder}': Route<RetryStreamResponse, RetryStreamInput>;
  'POST /api/aws/makeStreams/{folder}': Route<MakeStreamsResponse>;
  // videoMeta
  'GET /api/videoMeta/getVideoByTitle/{title}': Route<VideoMetaView>;
  'POST /api/videoMeta/likeVideo/{title}': Route<LikeResponse, LikeInput>;
  'POST /api/videoMeta/addCommentByTitle/{title}': Route<CommentCreatedResponse, CommentInput>;
  'PUT /api/videoMeta/progress/{title}': Route<ProgressResponse, ProgressInput>;
  // class
  'GET /api/class/getAllClassDetails': Route<ClassView[]>;
  'POST /api/class/createClassDetail': Route<ClassView, ClassInput>;
  'DELETE /api/class/deleteClass/{id}': Route<MessageResponse>;
  // contact
  'POST /api/contact/createMessage': Route<MessageResponse, ContactRequest>;
  'GET /api/contact/getAllMessages': Route<MessagesPage>;
  'PUT /api/contact/updateIsRead/{id}': Route<ReadStateResponse>;
  'POST /api/contact/sendReplyTo/{id}': Route<MessageResponse, ReplyInput>;
  'DELETE /api/contact/deleteMessageById/{id}': Route<MessageResponse>;
  // exam
  'GET /api/exam/all': Route<ExamView[]>;
  'GET /api/exam/year/{year}': Route<ExamView[]>;
  'POST /api/exam/create': Route<ExamCreatedResponse, ExamInput>;
  'DELETE /api/exam/deleteByTitle/{title}': Route<MessageResponse>;
  // slides
  'GET /api/slides': Route<SlidesResponse>;
  /** The fields `caption` and `image`. */
  'POST /api/slides': Route<SlideCreatedResponse, FormBody>;
  'DELETE /api/slides/{id}': Route<MessageResponse>;
  // quiz
  'POST /api/quiz/createQuiz': Route<QuizCreatedResponse, QuizInput>;
  'PUT /api/quiz/updateQuiz/{quizId}': Route<MessageResponse, QuizInput>;
  'POST /api/quiz/duplicateQuiz/{quizId}': Route<QuizCreatedResponse>;
  'DELETE /api/quiz/deleteQuiz/{quizId}': Route<MessageResponse>;
  'GET /api/quiz/adminQuiz/{quizId}': Route<QuizDetail>;
  'POST /api/quiz/imageUpload': Route<QuizImageUploadResponse, QuizImageUploadInput>;
  'POST /api/quiz/openLobby/{quizId}': Route<MessageResponse>;
  /** Closes the open question, if any (its `closed` goes out), and opens the next. */
  'POST /api/quiz/nextQuestion/{quizId}': Route<MessageResponse>;
  /** Closes the open question now (its `closed` goes out), before its time is up. */
  'POST /api/quiz/closeQuestion/{quizId}': Route<MessageResponse>;
  'POST /api/quiz/endQuiz/{quizId}': Route<MessageResponse>;
  'GET /api/quiz/hostState/{quizId}': Route<HostStateResponse>;
  'GET /api/quiz/results/{quizId}': Route<QuizResultsResponse>;
  'GET /api/quiz/answers/{quizId}': Route<QuizAnswersResponse>;
  'GET /api/quiz/getQuizzes': Route<QuizSummary[]>;
  'POST /api/quiz/answer/{quizId}': Route<{ received: true }, LiveAnswerInput>;
  'GET /api/quiz/liveState/{quizId}': Route<LiveStateResponse>;
  'GET /api/quiz/practice/{quizId}': Route<PracticeQuizResponse>;
  'POST /api/quiz/practiceAnswer/{quizId}': Route<PracticeAnswerResponse, PracticeAnswerInput>;
  'GET /api/quiz/myHistory': Route<QuizHistoryResponse>;
  // fees
  /** Students get the plans they can pay for; admins also the retired ones. */
  'GET /api/fees/plans': Route<FeePlanView[]>;
  'POST /api/fees/createPlan': Route<PlanCreatedResponse, CreatePlanInput>;
  'POST /api/fees/retirePlan/{planId}': Route<MessageResponse>;
  /** Only a plan no payment names; otherwise 409 (retire it). */
  'DELETE /api/fees/plan/{planId}': Route<MessageResponse>;
  'POST /api/fees/submitSlip': Route<SlipSubmittedResponse, SubmitSlipInput>;
  'GET /api/fees/mySlips': Route<MySlipsResponse>;
  /** A short-lived presigned GET of one slip, for its student or an admin. */
  'GET /api/fees/slip/{slipId}': Route<{ url: string; contentType: SlipContentType }>;
  /** Oldest first; only slips whose file has arrived. */
  'GET /api/fees/pendingSlips': Route<PendingSlipsResponse>;
  /** ?q= a student's name, e-mail or NIC, or a bank reference. */
  'GET /api/fees/findSlips': Route<FindSlipsResponse>;
  'POST /api/fees/approveSlip/{slipId}': Route<PaymentApprovedResponse>;
  'POST /api/fees/rejectSlip/{slipId}': Route<MessageResponse, RejectSlipInput>;
  'POST /api/fees/recordCash': Route<PaymentApprovedResponse, RecordCashInput>;
  'GET /api/fees/report/{month}': Route<FeeReport>;
}
